import { expect, expectShellFrame, mainHeading, reactCopies, test } from '../support/fixtures';
import { ROUTES } from '../support/routes';

for (const [path, heading, landsOn = path] of ROUTES) {
  test(`${path} shows '${heading}' inside the shell`, async ({ site }) => {
    await site.goto(path);
    await expect(mainHeading(site)).toHaveText(heading);
    await expect(site).toHaveURL(landsOn);
    await expectShellFrame(site);
    expect(await reactCopies(site)).toHaveLength(1);
  });
}

test('a path no app owns shows the not-found page inside the shell', async ({ site }) => {
  await site.goto('/no-such-page');
  await expect(mainHeading(site)).toHaveText('Page not found');
  await expectShellFrame(site);
  await site.getByRole('button', { name: 'Back to home' }).click();
  await expect(site).toHaveURL('/');
});
