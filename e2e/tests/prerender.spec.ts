import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('/ is prerendered: its heading, navbar and footer are in the HTML before any JavaScript runs', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Casual work and small jobs, a fair go for everyone',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Workers' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('FairGo');
});

test('other paths get the empty frame, never the landing page', async ({ page }) => {
  await page.goto('/find-work');
  await expect(page.getByRole('heading')).toHaveCount(0);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the host writes the runtime configuration into the page', async ({ page }) => {
    await page.goto('/find-work');
    expect(await page.evaluate(() => (window as { __FAIRGO_CONFIG__?: unknown }).__FAIRGO_CONFIG__)).toEqual({
      apiBaseUrl: '/api',
    });
  });

  test('a returning signed-in user does not see Register and Login in the prerendered navbar', async ({ page }) => {
    // Only the HTML: the app's scripts never arrive, so what shows is the prerendered page.
    await page.route(/\.js$/, (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('token', 'some-token'));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Find Workers' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
  });
});
