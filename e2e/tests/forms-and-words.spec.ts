import { expect, test } from '../support/fixtures';
import { registerByApi, uniqueEmail, workerPostFields } from '../support/account';
import { apiToken, showAs } from '../support/tasks-api';

// What forms accept and how the site words things: phone numbers as people type them, limits said,
// no past expiry, a worker's own words on a worker's card, the site's date format.

test('a phone number typed with spaces is accepted, kept as digits and shown grouped; a long name is told the limit', async ({
  site: page,
}) => {
  const email = uniqueEmail('Phoebe');
  await page.goto('/register');
  await page.getByLabel('Name').fill('N'.repeat(330));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long e2e password');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByRole('combobox', { name: 'Location' }).pressSequentially('Newtow');
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  await page.getByText('Looking for Work', { exact: true }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter a name of at most 100 characters.')).toBeVisible();
  await expect(page.getByText(/phone number of 6 to 15 digits/)).toHaveCount(0);

  await page.getByLabel('Name').fill('Phoebe Phone');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Details' })).toBeVisible();
  await expect(page.getByText('0412 345 678', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).phone as string);
  expect(stored).toBe('0412345678');

  // The credential's expiry offers no day before today.
  const expires = page.getByRole('form', { name: 'Add a credential' }).getByLabel(/^Expires on/);
  const today = await page.evaluate(() =>
    new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10),
  );
  await expect(expires).toHaveAttribute('min', today);
});

test('a worker card without certificates says none are listed; a job card keeps the spec’s sentence', async ({
  site: page,
  request,
}) => {
  // An account of its own: a post of the demo worker's would carry her verified badge, and so show up in
  // another test's search for verified workers, under another name.
  const email = await registerByApi(request, 'Cert Less');
  const token = await apiToken(request, email);
  const name = `Cert Less ${Date.now().toString(36)}`;
  const posted = await request.post('/api/findworker/submit', {
    headers: { authorization: token },
    data: workerPostFields(email, { name, phone: '0412 345 678', certificates: [] }),
  });
  expect(posted.status()).toBe(200);
  await page.goto('/find-worker');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('No certificates listed.');
  await expect(card).not.toContainText('No certification requirements set by the employer.');
});

test('the wizard’s review shows the due date in the site’s format', async ({ site: page, request }) => {
  await showAs(page, request, 'employer@demo.fairgo.au');
  await page.goto('/tasks/view/allTasks');
  await page.getByRole('button', { name: 'Post a Task' }).click();
  const wizard = page.getByRole('dialog', { name: 'Post a Task' });
  await expect(wizard).toContainText('Step 1 of 4');
  const startOver = wizard.getByRole('button', { name: 'Start over' });
  if (await startOver.isVisible()) await startOver.click();
  await wizard.getByRole('textbox', { name: 'Title' }).fill('Clean the gutters');
  await wizard.getByRole('textbox', { name: 'Description' }).fill('Single storey, ladder on site.');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: 'Budget (AUD)' }).fill('90');
  await wizard.getByText('This task can be done remotely').click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/^Due date/).fill('2099-12-20');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('Due 20 December 2099');
  await expect(wizard).not.toContainText('2099-12-20');
});
