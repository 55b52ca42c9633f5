import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { registerByApi } from '../support/account';
import { DEMO_PASSWORD, signInAs } from '../support/session';

// Your data is yours: a person downloads everything FairGo holds about them, and deletes their account.

test('a person downloads their data, then deletes their account, their password asked first', async ({
  site: page,
  request,
}) => {
  const email = await registerByApi(request, 'Dana Deleter');
  await signInAs(page, request, email);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fairgo-my-data.json');
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ email, name: 'Dana Deleter' });
  expect(JSON.stringify(data)).not.toContain('password_hash');

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toContainText('this is not your password.');
  await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your account was deleted. Thank you for using FairGo.');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const again = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(again.ok()).toBe(false);
});

test('deleting an account is refused while money is held on a task, and says why', async ({ site: page, request }) => {
  await signInAs(page, request, 'employer@demo.fairgo.au');
  await page.goto('/profile');
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toContainText('You have a task with money held');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  expect(
    (await request.post('/api/login', { data: { email: 'employer@demo.fairgo.au', password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
});
