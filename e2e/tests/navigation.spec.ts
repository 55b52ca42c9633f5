import { expect, mainHeading, reactCopies, test } from '../support/fixtures';

declare global {
  interface Window {
    __sameDocument?: boolean;
  }
}

test('moving between the shell and every remote keeps one document and one React', async ({ site }) => {
  await site.goto('/');
  // A link clicked before React has taken over the prerendered page loads the next page in full (as it
  // should, without JavaScript); this test is about what happens after: React makes this figure.
  await expect(site.getByText(/users active now/)).toBeVisible();
  await site.evaluate(() => (window.__sameDocument = true));
  const nav = site.getByRole('navigation', { name: 'Main' });
  const footer = site.getByRole('contentinfo');

  await nav.getByRole('link', { name: 'Find Work', exact: true }).click();
  await expect(mainHeading(site)).toHaveText('Find a job that fits you');
  await nav.getByRole('link', { name: 'Register' }).click();
  await expect(mainHeading(site)).toHaveText('Sign Up in Easy Steps');
  await footer.getByRole('link', { name: 'Feedback' }).click();
  await expect(mainHeading(site)).toHaveText('Feedback');
  await nav.getByRole('link', { name: 'Find Workers' }).click();
  await expect(mainHeading(site)).toHaveText('Find the Perfect Workers for Your Needs');
  await nav.getByRole('link', { name: 'FairGo home' }).click();
  await expect(mainHeading(site)).toHaveText('Casual work and small jobs, a fair go for everyone');

  await site.goBack();
  await expect(mainHeading(site)).toHaveText('Find the Perfect Workers for Your Needs');
  await site.goBack();
  await expect(mainHeading(site)).toHaveText('Feedback');

  expect(await site.evaluate(() => window.__sameDocument)).toBe(true);
  expect(await reactCopies(site)).toHaveLength(1);
  // Only the active remote is mounted: one heading on the page.
  await expect(site.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the landing halves lead to Find Work and Find Workers', async ({ site }) => {
  await site.goto('/');
  await site
    .getByRole('link', { name: /^Find Work\b/ })
    .last()
    .click();
  await expect(site).toHaveURL('/find-work');
  await site.goto('/');
  await site
    .getByRole('link', { name: /^Find Workers/ })
    .last()
    .click();
  await expect(site).toHaveURL('/find-worker');
});

test('on a phone the menu button opens the links', async ({ site }) => {
  await site.setViewportSize({ width: 390, height: 844 });
  await site.goto('/');
  // The prerendered page is on screen before React takes it over; the users-active figure is made
  // by React after mount, so once it shows, the menu button works.
  await expect(site.getByText(/users active now/)).toBeVisible();
  await expect(
    site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }),
  ).toBeHidden();
  await site.getByRole('button', { name: 'Open menu' }).click();
  await expect(site.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await site.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' }).click();
  await expect(mainHeading(site)).toHaveText('Log in to FairGo');
  await expect(site.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('a click made while the registry is still on its way is not lost', async ({ site }) => {
  let answerRegistry = () => {};
  const registryHeld = new Promise<void>((resolve) => (answerRegistry = resolve));
  await site.route('**/api/registry', async (route) => {
    await registryHeld;
    await route.continue();
  });
  await site.goto('/');
  // React has taken over the prerendered page (it makes this figure), single-spa has not started yet.
  await expect(site.getByText(/users active now/)).toBeVisible();
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(site).toHaveURL('/login');
  // The shell left the landing page at once, before any remote could be known.
  await expect(site.getByRole('heading', { name: 'Casual work and small jobs, a fair go for everyone' })).toBeHidden();

  answerRegistry();
  await expect(mainHeading(site)).toHaveText('Log in to FairGo');
});
