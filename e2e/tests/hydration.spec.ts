import type { ReleaseHealth } from '@fairgo/shared/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { apiToken } from '../support/tasks-api';
import { collectMismatches, expectStarted, keepServedElements, servedElementsKept } from '../support/start-up';

// Every route adopted as served, as a visitor and signed in: every-route.spec.ts. These are the cases around it.

/** The render errors the current mf_marketplace has been reported in the last hour (the Releases page's figure). */
async function marketplaceRenderErrors(request: APIRequestContext) {
  const health = await request.get('/api/registry/health', {
    headers: { authorization: await apiToken(request, 'admin@demo.fairgo.au') },
  });
  const { remotes } = (await health.json()) as ReleaseHealth;
  const marketplace = remotes.find((remote) => remote.remote === 'mf_marketplace')!;
  return marketplace.versions.find((version) => version.role === 'current')?.hour.renderErrors ?? 0;
}

test('a served slot that does not match its first render is rendered anew, that slot only, logged and counted', async ({
  site,
  request,
}) => {
  const before = await marketplaceRenderErrors(request);
  const mismatches = collectMismatches(site);
  const token = site.waitForResponse(
    (response) => response.url().endsWith('/registry/health/pages') && response.status() === 200,
  );
  await keepServedElements(site);
  // The served frame as another build of the remote would have rendered it, before any script runs.
  await site.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('#fairgo-remotes h1');
      if (document.readyState === 'interactive' && heading) heading.textContent = 'A heading from another build';
    });
  });
  await site.goto('/find-work');
  await expect(mainHeading(site)).toHaveText('Find a job that fits you');
  await expectStarted(site);
  expect(mismatches).toEqual([expect.stringContaining('[mf_marketplace] APP-002')]);
  expect(await servedElementsKept(site)).toEqual({ frame: true, slot: false });
  // The browser health the canaries are judged by counts it as the remote's render error, sent as the page is left.
  await token;
  await site.goto('/how-it-works');
  await expect.poll(() => marketplaceRenderErrors(request), { timeout: 20_000 }).toBeGreaterThan(before);
});

test("the served global styles are the design system's only copy, and a remote mounted later is drawn with them", async ({
  site,
}) => {
  const globalStyles = () =>
    site.evaluate(() => ({
      // The style elements that define the tokens' variables (Emotion's global ones; a browser-inserted
      // one holds its rules in its sheet, not its text).
      tokenSheets: [
        ...document.querySelectorAll<HTMLStyleElement>(
          'style[data-served-emotion^="css-global"], style[data-emotion^="css-global"]',
        ),
      ].filter((style) =>
        [...(style.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('--chakra-colors-brand-500:')),
      ).length,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
      bodyFont: getComputedStyle(document.body).fontFamily,
    }));
  const served = { tokenSheets: 1, brand: '#2f9e72', bodyFont: expect.stringContaining('system-ui') };
  await site.goto('/');
  await expect(mainHeading(site)).toHaveText('Casual work and small jobs, a fair go for everyone');
  await expectStarted(site);
  expect(await globalStyles()).toEqual(served);

  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Workers' }).click();
  await expect(mainHeading(site)).toHaveText('Find the Perfect Workers for Your Needs');
  expect(await globalStyles()).toEqual(served);
  await expect(site.getByRole('button', { name: 'Search', exact: true })).toHaveCSS(
    'background-color',
    'rgb(35, 127, 91)',
  );
});

test('the served styles stay where the host put them: none is moved or written again as the page starts', async ({
  site,
}) => {
  // The host moves the prerendered trees' styles into the head (hoistServedStyles); moving one in the
  // browser would have it style every element again, and writing one again would cost the same.
  await site.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { servedStyles: [...document.querySelectorAll('style[data-served-emotion]')] }),
    ),
  );
  await site.goto('/find-worker');
  await expect(mainHeading(site)).toHaveText('Find the Perfect Workers for Your Needs');
  await expectStarted(site);
  await expect(site.getByRole('article').first()).toBeVisible();
  const styles = await site.evaluate(() => {
    const served = (window as unknown as { servedStyles: HTMLStyleElement[] }).servedStyles;
    const names = new Set(served.flatMap((style) => style.dataset.servedEmotion!.split(' ').slice(1)));
    const written = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) =>
      [...style.sheet!.cssRules].map((rule) => rule.cssText),
    );
    return {
      served: served.length,
      inPlace: served.every(
        (style, index) =>
          style.isConnected &&
          style.parentNode === document.head &&
          (index === 0 || served[index - 1]!.nextElementSibling === style),
      ),
      writtenAgain: written.filter((rule) => [...rule.matchAll(/\.css-([a-z0-9]+)/g)].some((m) => names.has(m[1]!))),
      written: written.length,
      // Each in a style element of its own: a rule inside @layer or @media put into a sheet has the
      // browser style the whole page again.
      oneRuleEach: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].every(
        (style) => style.sheet!.cssRules.length === 1,
      ),
      inBody: document.querySelectorAll('body style').length,
    };
  });
  expect(styles).toEqual({
    served: expect.any(Number),
    inPlace: true,
    writtenAgain: [],
    written: expect.any(Number),
    oneRuleEach: true,
    inBody: 0,
  });
  expect(styles.served).toBeGreaterThan(10);
  // The cards, drawn in the browser, bring rules of their own.
  expect(styles.written).toBeGreaterThan(0);
  await expect(site.getByRole('button', { name: 'Search', exact: true })).toHaveCSS(
    'background-color',
    'rgb(35, 127, 91)',
  );
});

test('the landing page adopts each section below the fold as it comes near the screen, keeping the served elements', async ({
  site,
}) => {
  const mismatches = collectMismatches(site);
  await site.setViewportSize({ width: 390, height: 844 });
  await site.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const link = [...document.querySelectorAll('#root a')].find((a) => a.textContent?.trim() === 'Message us');
      Object.assign(window, { servedLink: link });
    });
  });
  // React marks each element it has adopted with its own properties; a served element has none.
  const adopted = () =>
    site.evaluate(() => {
      const { servedLink } = window as unknown as { servedLink: Element };
      return Object.keys(servedLink).some((key) => key.startsWith('__react'));
    });
  await site.goto('/');
  await expect(mainHeading(site)).toHaveText('Casual work and small jobs, a fair go for everyone');
  await expectStarted(site);
  expect(await adopted()).toBe(false);
  await site.evaluate(() => Object.assign(window, { sameDocument: true }));

  const link = site.getByRole('link', { name: 'Message us' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(adopted).toBe(true);
  expect(await link.evaluate((element) => element === (window as unknown as { servedLink: Element }).servedLink)).toBe(
    true,
  );
  await link.click();
  await expect(mainHeading(site)).toHaveText('Feedback');
  await expect(site).toHaveURL('/feedback');
  expect(await site.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(mismatches).toEqual([]);
});

// Where an element lies in the page's layout (a section's rise-in animation moves it on screen, not in the layout).
const layoutTop = (element: Element) => {
  let top = 0;
  for (let node = element as HTMLElement | null; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop;
  return top;
};

// The landing page paints before its shell starts, so what the shell fetches (the newest users, the
// news) arrives into a page the visitor already sees: their places are kept at their final size.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the landing page does not move when its data arrives, ${viewport.width} px wide`, async ({ site }) => {
    await site.setViewportSize(viewport);
    await site.addInitScript(() => {
      const served = { shifts: [] as number[], sectionTop: Number.NaN };
      Object.assign(window, { served });
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as (PerformanceEntry & { value: number })[])
          served.shifts.push(shift.value);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const section = [...document.querySelectorAll('h2')].find((heading) => heading.textContent === 'How it works');
        served.sectionTop = (window as unknown as { layoutTop: (element: Element) => number }).layoutTop(section!);
      });
    });
    await site.addInitScript(`window.layoutTop = ${layoutTop.toString()}`);
    await site.goto('/');
    await expect(site.getByText(/^Join [\d,]+ Australians already on FairGo$/)).toBeVisible();
    await expect(site.getByRole('region', { name: 'News' }).getByRole('button', { name: 'Take a look' })).toBeVisible();
    const section = site.getByRole('heading', { name: 'How it works', level: 2 });
    const top = await section.evaluate(layoutTop);
    const { shifts, sectionTop } = await site.evaluate(
      () => (window as unknown as { served: { shifts: number[]; sectionTop: number } }).served,
    );
    expect(top).toBe(sectionTop);
    expect(shifts).toEqual([]);
  });
}
