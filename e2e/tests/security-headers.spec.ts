import { expect, test as plainTest } from '@playwright/test';
import { collectCspViolations, test } from '../support/fixtures';

// Every other test fails on a Content-Security-Policy violation (support/fixtures.ts), so every route and
// flow they drive works under the policy. These check the policy itself.

// Plain Playwright: this test causes violations on purpose.
plainTest('an injected inline script or inline handler does not run on a page of the site', async ({ page }) => {
  const violations: string[] = [];
  collectCspViolations(page, violations);
  await page.goto('/find-work');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a job that fits you');
  const ran = await page.evaluate(async () => {
    const flags = window as unknown as Record<string, boolean>;
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML =
      '<img src="data:," onerror="window.injectedHandlerRan = true" onload="window.injectedHandlerRan = true">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { script: Boolean(flags.injectedScriptRan), handler: Boolean(flags.injectedHandlerRan) };
  });
  expect(ran).toEqual({ script: false, handler: false });
  expect(violations.join('\n')).toMatch(/script-src/);
});

test('the shell’s pages, the remotes’ files and the API send their security headers', async ({ request, page }) => {
  for (const path of ['/', '/find-work', '/tasks/view/allTasks', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' [^;]*'sha256-/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  for (const path of ['/', '/find-work']) {
    const head = await request.head(path);
    expect(head.status()).toBe(200);
    expect(head.headers()['content-security-policy']).toContain("'sha256-");
  }

  // A remote's entry, as the page loads it: cross-origin, so CORP allows it.
  const entries: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js'))
      entries.push(response.headers()['cross-origin-resource-policy'] ?? '');
  });
  await page.goto('/find-work');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a job that fits you');
  await expect.poll(() => entries).toContain('cross-origin');

  const api = (await request.get('/api/health')).headers();
  expect(api['content-security-policy']).toContain("default-src 'none'");
  expect(api['x-content-type-options']).toBe('nosniff');
});

test('a first visit’s canary bucket cookie is Secure when the browser came over HTTPS, as the proxy says', async ({
  playwright,
  baseURL,
}) => {
  // A fresh client each time: one with a bucket cookie gets none set.
  const bucketCookieOf = async (headers: Record<string, string>) => {
    const client = await playwright.request.newContext({ baseURL });
    const setCookie = (await client.get('/find-work', { headers })).headers()['set-cookie'] ?? '';
    await client.dispose();
    return setCookie;
  };
  const overHttps = await bucketCookieOf({ 'X-Forwarded-Proto': 'https' });
  expect(overHttps).toMatch(/^fairgo_bucket=[A-Za-z0-9-]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
  const overHttp = await bucketCookieOf({});
  expect(overHttp).toMatch(/^fairgo_bucket=[A-Za-z0-9-]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
});
