import { expect, mainHeading, test } from '../support/fixtures';

// A new visitor on a phone clicks the navbar as soon as it is painted, long before the shell has
// started: the click is kept by the page's inline script and replayed once the shell has adopted the
// page, so it moves within the same document to the right page instead of loading a new one.
const NAVBAR_LINKS: [label: string, path: string, heading: string][] = [
  ['Find Workers', '/find-worker', 'Find the Perfect Workers for Your Needs'],
  ['Find Work', '/find-work', 'Find a job that fits you'],
  ['Tasks', '/login?next=%2Ftasks', 'Log in to FairGo'],
  ['Register', '/register', 'Sign Up in Easy Steps'],
  ['Login', '/login', 'Log in to FairGo'],
];

for (const [label, path, heading] of NAVBAR_LINKS) {
  test(`${label}, clicked at first paint on a slow phone, shows its page in the same document`, async ({ site }) => {
    const cdp = await site.context().newCDPSession(site);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The shell's start (one file) is held until the click has come, so the click surely comes before the
    // shell has started, however long the page takes to paint on a busy machine.
    let clicked = () => {};
    const click = new Promise<void>((resolve) => (clicked = resolve));
    let held = 0;
    await site.route(/\/start\.[0-9a-f]+\.js$/, async (route) => {
      held += 1;
      await click;
      await route.continue();
    });
    // Whether the shell had not started when the click came, noted at that moment (the click is replayed
    // and the queue gone by the time the test could look).
    await site.addInitScript(() =>
      window.addEventListener(
        'click',
        () =>
          Object.assign(window, {
            clickedEarly: Array.isArray((window as { __fairgoEarlyClicks?: unknown }).__fairgoEarlyClicks),
          }),
        { capture: true, once: true },
      ),
    );
    await site.goto('/', { waitUntil: 'commit' });
    const link = site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
    await link.click();
    clicked();
    expect(await site.evaluate(() => (window as { clickedEarly?: boolean }).clickedEarly)).toBe(true);
    await site.evaluate(() => Object.assign(window, { sameDocument: true }));

    await expect(mainHeading(site)).toHaveText(heading, { timeout: 30_000 });
    await expect(site).toHaveURL(path);
    expect(await site.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(held).toBe(1);
  });
}

test('a link clicked on a page whose scripts never arrive is followed as a plain link', async ({ site }) => {
  let aborted = 0;
  await site.route(/\/start\.[0-9a-f]+\.js$/, (route) => {
    aborted += 1;
    return route.abort();
  });
  await site.goto('/');
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }).click();
  // Kept for the shell that never starts, then followed: the next page is served, as readable as this one.
  await expect(site).toHaveURL('/find-work', { timeout: 20_000 });
  await expect(site.locator('main h1')).toHaveText('Find a job that fits you');
  expect(aborted).toBeGreaterThan(0);
});

test('an address typed into the footer before the shell has started is the one subscribed', async ({ site }) => {
  let typed = () => {};
  const typing = new Promise<void>((resolve) => (typed = resolve));
  await site.route(/\/start\.[0-9a-f]+\.js$/, async (route) => {
    await typing;
    await route.continue();
  });
  await site.goto('/', { waitUntil: 'commit' });
  // The shell's own page is not inert while it starts (a remote's frame is, until its app has it).
  const email = site.getByRole('textbox', { name: 'Get new jobs and tips in your inbox' });
  const address = `early-${Date.now().toString(36)}@example.com`;
  await email.pressSequentially(address);
  typed();
  await expect
    .poll(() => site.evaluate(() => Array.isArray((window as { __fairgoEarlyClicks?: unknown }).__fairgoEarlyClicks)))
    .toBe(false);
  await email.scrollIntoViewIfNeeded();
  await site.waitForLoadState('networkidle');
  await expect(email).toHaveValue(address);
  await site.getByRole('button', { name: 'Subscribe' }).click();
  await expect(site.getByRole('form', { name: 'Newsletter' })).toContainText('Thank you for subscribing!');
});
