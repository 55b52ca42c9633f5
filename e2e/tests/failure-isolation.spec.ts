import { expect, expectShellFrame, mainHeading, test } from '../support/fixtures';
import { SITE } from '../support/site';
import { expectStarted } from '../support/start-up';

const ADMIN_ORIGIN = SITE.originOf('mf-admin');

test('a remote whose origin is cut shows its fallback while the rest of the site works', async ({ site }) => {
  await site.route(`${ADMIN_ORIGIN}/**`, (route) => route.abort('connectionrefused'));

  // The host still serves the remote's prerendered frame (it reads releases itself), but its code
  // cannot load: the fallback takes the frame's place.
  const served = await site.goto('/feedback');
  expect(await served!.text()).toContain('We read every message.');
  const fallback = site.getByRole('alert');
  await expect(fallback).toContainText('Feedback is not available right now');
  await expect(mainHeading(site)).toHaveCount(0);
  await expectShellFrame(site);

  // Every other part keeps working, without a reload.
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }).click();
  await expect(mainHeading(site)).toHaveText('Find a job that fits you');
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FairGo home' }).click();
  await expect(mainHeading(site)).toHaveText('Casual work and small jobs, a fair go for everyone');

  // The origin comes back: Try again loads the remote in place.
  await site.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(fallback).toBeVisible();
  await site.unroute(`${ADMIN_ORIGIN}/**`);
  await site.getByRole('button', { name: 'Try again' }).click();
  await expect(mainHeading(site)).toHaveText('Feedback');
  await expect(site.getByRole('alert')).toHaveCount(0);
});

test('the site still starts from the last-known-good registry when the registry is down', async ({ site }) => {
  await site.goto('/find-work');
  // The served page paints before the shell starts; the shell keeps the registry once it has.
  await expectStarted(site);

  // The host could not read the registry either (the page carries none), and the browser's request fails.
  await site.addInitScript(() =>
    new MutationObserver(() => document.getElementById('fairgo-registry')?.remove()).observe(document, {
      childList: true,
      subtree: true,
    }),
  );
  await site.route('**/api/registry', (route) => route.abort('connectionrefused'));
  const registryRequests: string[] = [];
  site.on('requestfailed', (request) => {
    if (request.url().endsWith('/api/registry')) registryRequests.push(request.url());
  });
  await site.reload();
  await expect(mainHeading(site)).toHaveText('Find a job that fits you');
  // The heading is in the served page: the shell asks for the registry once it has started.
  await expect.poll(() => registryRequests).toHaveLength(1);
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
  await expect(mainHeading(site)).toHaveText('Sign Up in Easy Steps');
});

test('a remote whose code throws as it loads shows its fallback, not a blank page', async ({ site }) => {
  await site.route(`${ADMIN_ORIGIN}/**/__federation_expose_spa*.js`, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: "throw new Error('a broken release');" }),
  );
  await site.goto('/feedback');
  await expect(site.getByRole('alert')).toContainText('Feedback is not available right now');
  await expectShellFrame(site);
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
  await expect(mainHeading(site)).toHaveText('Sign Up in Easy Steps');
});
