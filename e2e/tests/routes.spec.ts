import { expect, expectShellFrame, mainHeading, reactCopies, test } from '../support/fixtures';
import { ROUTES } from '../support/routes';
import { expectStarted } from '../support/start-up';

for (const [path, heading, landsOn = path] of ROUTES) {
  test(`${path} shows '${heading}' inside the shell, titled by it`, async ({ site }) => {
    await site.goto(path);
    await expect(mainHeading(site)).toHaveText(heading);
    await expect(site).toHaveURL(landsOn);
    await expect(site).toHaveTitle(`${heading} · FairGo`);
    await expectShellFrame(site);
    // The served page shows all of this before the app starts; the copies of React count once it has.
    await expectStarted(site);
    expect(await reactCopies(site)).toHaveLength(1);
  });
}

test('a page moved to in the browser takes its own title', async ({ site }) => {
  await site.goto('/');
  await expect(site.getByText(/users active now/)).toBeVisible();
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }).click();
  await expect(site).toHaveTitle('Find a job that fits you · FairGo');
  await site.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(site).toHaveTitle('Feedback · FairGo');
});

test('a sub-path no page of its remote answers is a 404 too, its own pages 200', async ({ site }) => {
  for (const path of ['/find-work/nope', '/profile/nope', '/tasks/nope/deeper', '/feedback/x']) {
    const response = await site.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(mainHeading(site)).toHaveText('Page not found');
  }
  for (const path of ['/find-work', '/find-work/', '/tasks/view/allTasks', '/people/42'])
    expect({ path, status: (await site.request.get(path)).status() }).toEqual({ path, status: 200 });
});

test('a path no app owns is answered 404, with the not-found page inside the shell', async ({ site }) => {
  const response = await site.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(mainHeading(site)).toHaveText('Page not found');
  await expect(site).toHaveTitle('Page not found · FairGo');
  await expectShellFrame(site);
  await site.getByRole('button', { name: 'Back to home' }).click();
  await expect(site).toHaveURL('/');
});
