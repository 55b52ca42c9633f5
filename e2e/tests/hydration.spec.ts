import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { ROUTES } from '../support/routes';
import { signInAs } from '../support/session';

/**
 * Keeps, in each document, the elements the page was served with, as they are before any script runs:
 * the shell's navbar and the first element of the remote's slot (Emotion moves the style elements
 * served before them into the head).
 */
async function keepServedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const slot = document.querySelector('#fairgo-remotes [id^="remote-slot-"]');
      const frame = document.querySelector('#root nav');
      const first = slot?.querySelector(':scope > :not(style)') ?? null;
      // What a signed-in-only page shows while the session is checked gives way to the page itself.
      const slotFirst = first?.hasAttribute('data-requires-session') ? null : first;
      Object.assign(window, { served: { frame, slot: slotFirst } });
    });
  });
}

/** Every console error about the served page not matching the app's first render (React's, or ours: APP-002). */
function collectMismatches(page: Page) {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /APP-002|hydrat|#418|#423|#425/i.test(text)) mismatches.push(text);
  });
  page.on('pageerror', (error) => mismatches.push(error.message));
  return mismatches;
}

/** The app has started: the shell hydrated and made every remote's slot, the active remote mounted in its own. */
async function expectStarted(page: Page, heading: string) {
  await expect(mainHeading(page)).toHaveText(heading);
  await expect(page.locator('#fairgo-remotes > [data-remote]')).toHaveCount(4);
  await expect(page.locator('#fairgo-remotes > :not([hidden]) > [inert]')).toHaveCount(0);
}

/** Whether each element the page was served with is still the one on screen (adopted, not rebuilt). */
const servedElementsKept = (page: Page) =>
  page.evaluate(() => {
    const { served } = window as unknown as { served: { frame: Element | null; slot: Element | null } };
    return {
      frame: served.frame !== null && served.frame === document.querySelector('#root nav'),
      slot: served.slot === null || served.slot.isConnected,
    };
  });

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'as a visitor', () => {
    for (const [path, visitorHeading, landsOn = path] of ROUTES) {
      test(`${path} is adopted as served: no hydration mismatch, the served elements kept`, async ({
        site,
        request,
      }) => {
        if (signedIn) await signInAs(site, request, 'both@demo.fairgo.au');
        const mismatches = collectMismatches(site);
        await keepServedElements(site);
        await site.goto(path);
        if (!signedIn) await expect(site).toHaveURL(landsOn);
        await expectStarted(site, signedIn ? await servedHeading(site) : visitorHeading);
        expect(mismatches).toEqual([]);
        expect(await servedElementsKept(site)).toEqual({ frame: true, slot: true });
      });
    }
  });
}

/** A signed-in page's heading is its own (a page for visitors turns into another one): the one on screen once started. */
async function servedHeading(page: Page) {
  await expect(mainHeading(page).first()).toBeVisible();
  return (await mainHeading(page).first().textContent()) ?? '';
}

test('a served slot that does not match its first render is rendered anew, that slot only, and logged', async ({
  site,
}) => {
  const mismatches = collectMismatches(site);
  await keepServedElements(site);
  // The served frame as another build of the remote would have rendered it, before any script runs.
  await site.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('#fairgo-remotes h1');
      if (document.readyState === 'interactive' && heading) heading.textContent = 'A heading from another build';
    });
  });
  await site.goto('/find-work');
  await expectStarted(site, 'Find a job that fits you');
  expect(mismatches).toEqual([expect.stringContaining('[mf_marketplace] APP-002')]);
  expect(await servedElementsKept(site)).toEqual({ frame: true, slot: false });
});

test("the served global styles are the design system's only copy, and a remote mounted later is drawn with them", async ({
  site,
}) => {
  const globalStyles = () =>
    site.evaluate(() => ({
      // The style elements that define the tokens' variables (Emotion's global ones; a browser-inserted
      // one holds its rules in its sheet, not its text).
      tokenSheets: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].filter(
        (style) =>
          [...(style.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('--chakra-colors-brand-500:')),
      ).length,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
      bodyFont: getComputedStyle(document.body).fontFamily,
    }));
  const served = { tokenSheets: 1, brand: '#2f9e72', bodyFont: expect.stringContaining('system-ui') };
  await site.goto('/');
  await expectStarted(site, 'Casual work and small jobs, a fair go for everyone');
  expect(await globalStyles()).toEqual(served);

  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Workers' }).click();
  await expect(mainHeading(site)).toHaveText('Find the Perfect Workers for Your Needs');
  expect(await globalStyles()).toEqual(served);
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
  await expectStarted(site, 'Casual work and small jobs, a fair go for everyone');
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
