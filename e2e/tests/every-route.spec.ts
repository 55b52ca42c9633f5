import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';
import { ROUTES } from '../support/routes';
import { collectMismatches, expectStarted, keepServedElements, servedElementsKept } from '../support/start-up';
import { apiToken, showAs } from '../support/tasks-api';

/*
 * Every route of the route table, as a visitor and signed in (an admin, who may open every page), loaded
 * once: the page is adopted as served (no hydration mismatch, no uncaught error, the served elements
 * kept), and has no serious or critical axe-core violation on a desktop and on a phone. (That each route
 * shows its own heading and title inside the shell: routes.spec.ts, which also runs on PostgreSQL.)
 */

const ADMIN = 'admin@demo.fairgo.au';
const PHONE = { width: 390, height: 844 };

/**
 * The serious and critical axe-core violations of the page as it is now, one line each. Axe runs in the
 * page itself (legacy mode): the site's pages have no frames, and the default (a partial run in each
 * frame, finished in a new blank page) took three times as long on a long list (find-work: 9.4 s, 3.2 s).
 */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} on ${violation.nodes.length} element(s), first ${violation.nodes[0]?.html.slice(0, 160)}: ${violation.nodes[0]?.failureSummary?.split('\n')[1] ?? violation.help}`,
    );
}

/** No serious violation on a desktop (the page as loaded), nor once the window is a phone's. */
async function expectAccessibleOnBothSizes(page: Page) {
  expect(await seriousViolations(page), 'on a desktop').toEqual([]);
  await page.setViewportSize(PHONE);
  // The layout settles in the frames after the resize (CSS media queries, and the few components that
  // choose by breakpoint in script).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await seriousViolations(page), 'on a phone').toEqual([]);
}

/** The route with the demo data's real ids in place of the table's placeholder 42. */
async function withRealIds(request: APIRequestContext, route: string) {
  if (route.startsWith('/tasks/task/')) {
    const headers = { authorization: await apiToken(request, ADMIN) };
    const [task] = await (await request.get('/api/tasks/getAllTasks', { headers })).json();
    return `/tasks/task/${task._id}`;
  }
  if (route.startsWith('/people/')) {
    const [listing] = await (await request.get('/api/findworker/workers')).json();
    return `/people/${listing.postCreatedBy._id}`;
  }
  return route;
}

// Each test only reads: they are shared out between the workers (one site each), not run as one file.
test.describe.configure({ mode: 'parallel' });
// The landing page's sections fade in as they scroll into view (a scroll-driven animation): out of view
// they are see-through by design, which axe would read as faint text. Less motion shows every section as
// it stands once in view.
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

for (const [route, visitorHeading, landsOn = route] of ROUTES) {
  test(`${route} as a visitor: adopted as served, accessible`, async ({ site }) => {
    const mismatches = collectMismatches(site);
    await keepServedElements(site);
    await site.goto(route);
    await expect(site).toHaveURL(landsOn);
    await expect(mainHeading(site)).toHaveText(visitorHeading);
    await expectStarted(site);
    expect(mismatches).toEqual([]);
    expect(await servedElementsKept(site)).toEqual({ frame: true, slot: true });
    await expectAccessibleOnBothSizes(site);
  });

  test(`${route} signed in: adopted as served, accessible`, async ({ site, request }) => {
    const path = await withRealIds(request, route);
    await showAs(site, request, ADMIN);
    const mismatches = collectMismatches(site);
    await keepServedElements(site);
    await site.goto(path);
    // A task opens in its dialog over the list, which then hides the page's heading from the tree.
    await expect(route.startsWith('/tasks/task/') ? site.getByRole('dialog') : mainHeading(site)).toBeVisible();
    await expectStarted(site);
    expect(mismatches).toEqual([]);
    expect(await servedElementsKept(site)).toEqual({ frame: true, slot: true });
    // A page whose list loads after its heading is checked with its list.
    await site.waitForLoadState('networkidle');
    await expectAccessibleOnBothSizes(site);
  });
}

/**
 * Addresses with a query string (filters, a reset link, a campaign's tag): a frame is served for the
 * path alone, and the render that adopts it reads no query, so none of them is a mismatch either, nor
 * logs any other error.
 */
const WITH_QUERIES: [path: string, signedIn: boolean, heading: string | RegExp][] = [
  ['/?utm_source=newsletter', false, 'Casual work and small jobs, a fair go for everyone'],
  ['/find-work?role=Fruit+Picker&location=Cairns%2C+Queensland', false, 'Find a job that fits you'],
  ['/find-work?day=Monday&day=Friday&sort=pay&minPay=30', true, 'Find a job that fits you'],
  ['/find-worker?role=Barista&certificate=White+Card', false, 'Find the Perfect Workers for Your Needs'],
  ['/find-worker?near=Newtown%2C+New+South+Wales&within=10', true, 'Find the Perfect Workers for Your Needs'],
  ['/reset-password?token=not-a-real-token', false, 'Set a new password'],
  ['/login?next=%2Fprofile', false, 'Log in to FairGo'],
  ['/register?ref=landing', false, 'Sign Up in Easy Steps'],
  ['/feedback?topic=referral', false, 'Feedback'],
  ['/tasks/view/allTasks?keywords=garden&maxBudget=100', true, 'Tasks'],
  ['/releases?x=1', true, 'Releases'],
];
for (const [address, signedIn, heading] of WITH_QUERIES) {
  test(`${address} ${signedIn ? 'signed in' : 'as a visitor'}: adopted with its query, no mismatch`, async ({
    site,
    request,
  }) => {
    if (signedIn) await showAs(site, request, ADMIN);
    const errors: string[] = [];
    site.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    site.on('pageerror', (error) => errors.push(error.message));
    await site.goto(address);
    await expect(mainHeading(site)).toHaveText(heading);
    await expectStarted(site);
    await site.waitForLoadState('networkidle');
    // No error of any kind: no mismatch, no failed call (a dead reset link is an answer, not an error).
    expect(errors).toEqual([]);
  });
}
