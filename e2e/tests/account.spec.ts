import { expect, test } from '../support/fixtures';
import {
  latestMailTo,
  logInThroughForm,
  postJobThroughForm,
  registerThroughForm,
  uniqueEmail,
  workerPostFields,
} from '../support/account';
import { DEMO_PASSWORD } from '../support/session';
import { SITE } from '../support/site';

const PASSWORD = 'a long e2e password';

test('a worker registers, is signed in on their profile, logs out and logs in again', async ({ site: page }) => {
  const email = uniqueEmail('worker');
  await registerThroughForm(page, { name: 'Wren Worker', email, password: PASSWORD, role: 'Looking for Work' });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Details' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Looking for Work', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  // Signing in returns to the page that asked for it.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Details' })).toBeVisible();
});

test('an employer is signed in on registering, urged to take a membership, pays, and posts a job without logging out', async ({
  site: page,
}) => {
  test.slow();
  const email = uniqueEmail('Employer');
  await registerThroughForm(page, { name: 'Emery Employer', email, password: PASSWORD, role: 'Employer' });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const offer = page.getByRole('dialog', { name: 'Membership required' });
  await expect(offer).toBeVisible();
  const [provider] = await Promise.all([
    page.context().waitForEvent('page'),
    offer.getByRole('button', { name: 'Subscribe: $50 a month' }).click(),
  ]);
  await provider.waitForURL(/\/api\/payments\/dev\/checkout\/cs_dev_/);
  // The provider's page is for this account: it shows it, and asks for no e-mail.
  await expect(provider.getByText(email.toLowerCase())).toBeVisible();
  await expect(provider.getByText('$50 AUD')).toBeVisible();
  await expect(provider.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toContainText('come back to this tab');
  await provider.getByRole('button', { name: 'Pay with test card' }).click();
  await expect(provider.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  // Reloaded, the page still says it is paid, with no button to pay again, and leads back to FairGo.
  await provider.reload();
  await expect(provider.getByText('there is nothing more to pay')).toBeVisible();
  await expect(provider.getByRole('button')).toHaveCount(0);
  await provider.getByRole('link', { name: 'Back to FairGo' }).click();
  await expect(provider.getByRole('heading', { level: 1 })).toHaveText('Find the Perfect Workers for Your Needs');
  await provider.close();

  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('dialog', { name: 'Membership active' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto('/profile');
  await expect(page.getByText(/Membership active until/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toHaveCount(0);

  // Still the same session: the new member posts a job.
  await postJobThroughForm(page, `Kitchen hand ${Date.now().toString(36)}`);
});

test('forgot password: the reset link from the e-mail sets a new password that logs in', async ({ site: page }) => {
  const email = uniqueEmail('forgetful');
  await registerThroughForm(page, { name: 'Fern Forgetful', email, password: PASSWORD, role: 'Looking for Work' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog).toContainText('Reset password instructions will be sent to your email shortly.');

  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec((await latestMailTo(email)).text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(/^New password/).fill('my brand new password');
  await page.getByLabel('Confirm new password').fill('my brand new password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your password has been changed. You can now log in.');

  await logInThroughForm(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await logInThroughForm(page, email, 'my brand new password');
  await expect(page).toHaveURL(/\/$/);

  // The used link says so as it opens, before anything is typed, and leads to a new one.
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    page.getByText('This reset link has expired or was already used. Please ask for a new one.'),
  ).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
});

test('change password refuses a confirmation that differs', async ({ site: page }) => {
  await page.goto('/change-password');
  await page.getByLabel('Email').fill('worker@demo.fairgo.au');
  await page.getByLabel('Old password').fill(DEMO_PASSWORD);
  await page.getByLabel(/^New password/).fill('one new password');
  await page.getByLabel('Confirm new password').fill('another new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password and confirmation do not match.')).toBeVisible();
});

test("the profile edits a post with the marketplace's form, loaded at runtime, and deletes it", async ({
  site: page,
  request,
}) => {
  const email = uniqueEmail('poster');
  await registerThroughForm(page, { name: 'Piper Poster', email, password: PASSWORD, role: 'Looking for Work' });
  await logInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await request.post('/api/findworker/submit', {
    headers: { authorization: token! },
    data: workerPostFields(email),
  });
  expect(created.ok()).toBeTruthy();

  await page.goto('/profile');
  const remoteRequests: string[] = [];
  page.on(
    'request',
    (sent) => sent.url().startsWith(`${SITE.originOf('mf-marketplace')}/`) && remoteRequests.push(sent.url()),
  );
  await page.getByRole('button', { name: 'Edit Post: Barista' }).click();
  const form = page.getByRole('dialog', { name: 'Update the data' });
  await expect(form).toBeVisible();
  expect(remoteRequests.length).toBeGreaterThan(0);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByRole('combobox', { name: 'Role' }).fill('Head Barista');
  await form.getByRole('button', { name: 'Saturday: not available' }).click();
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog')).toContainText('Data updated successfully');
  await page.getByRole('button', { name: 'OK' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Head Barista' });
  await expect(card.getByLabel('Saturday: available')).toBeVisible();

  await card.getByRole('button', { name: /Delete Post/ }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Worker data deleted successfully');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('You have not asked for a job yet.')).toBeVisible();
});
