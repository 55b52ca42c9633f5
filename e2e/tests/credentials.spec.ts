import { expect, test } from '../support/fixtures';
import { showAs } from '../support/tasks-api';

/** A 1×1 PNG: the scan of the check, as the worker uploads it. */
const SCAN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A worker adds a police check with its scan, an admin sees the scan and verifies it, and its
// badge shows on /find-worker, which can then filter on it.
test('an admin verifies a police check and its badge appears on /find-worker', async ({
  site: page,
  request,
  browser,
  person,
}) => {
  await showAs(page, request, 'worker@demo.fairgo.au');
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Add a credential' });
  await form.getByRole('combobox', { name: 'Credential' }).selectOption('policeCheck');
  const number = `NPC-${Date.now().toString(36).toUpperCase()}`;
  await form.getByRole('textbox', { name: 'Number' }).fill(number);
  await form.getByRole('combobox', { name: 'Where it applies' }).selectOption('National');
  await form.getByLabel(/^Expires on/).fill('2030-06-30');
  await form.getByLabel(/^Document/).setInputFiles({ name: 'police-check.png', mimeType: 'image/png', buffer: SCAN });
  await form.getByRole('button', { name: 'Add credential' }).click();
  await expect(form).toContainText('Credential added. An admin will check it soon.');
  await expect(page.getByRole('listitem', { name: 'Police check' }).first()).toContainText('Waiting for review');

  // The scan is the worker's and the admins' only.
  const [mine] = await (
    await request.get('/api/credentials', {
      headers: { authorization: await page.evaluate(() => localStorage.getItem('token')!) },
    })
  ).json();
  expect((await request.get(`/api/credentials/${mine._id}/document`)).status()).toBe(401);

  const admin = person(await browser.newPage());
  await showAs(admin, request, 'admin@demo.fairgo.au');
  await admin.goto('/credentials');
  const item = admin.getByRole('listitem').filter({ hasText: number });
  await item.getByRole('button', { name: 'Show document' }).click();
  await expect(item.getByRole('img', { name: "Document of Wendy Worker's Police check" })).toBeVisible();
  await item.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText('Credential verified.')).toBeVisible();
  await admin.close();

  // The worker hears of it in the bell, with a link labelled by where it leads.
  await page.goto('/find-work');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const told = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Your Police check is verified' })
    .first();
  await told.getByRole('button', { name: 'View your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Details' })).toBeVisible();

  await page.goto('/find-worker');
  await page.getByRole('button', { name: 'Verified Police check' }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('list', { name: 'Verified credentials' })).toContainText(
    'Verified Police check',
  );
  for (const name of await cards.getByRole('heading', { level: 2 }).allTextContents())
    expect(name).toBe('Wendy Worker');
});
