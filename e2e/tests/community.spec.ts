import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { apiToken, postTaskByApi } from '../support/tasks-api';

test('a visitor sends feedback, and the admin sees it with the statistics', async ({ site: page, request }) => {
  const message = `Please add Broome (${Date.now().toString(36)})`;
  await page.goto('/feedback');
  await page.getByLabel('Name').fill('Liam Visitor');
  await page.getByLabel('Email').fill('liam@example.com.au');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback! We will review it shortly.')).toBeVisible();

  // Anyone but an admin is told they lack access, and the API refuses them too.
  await signInAs(page, request, 'worker@demo.fairgo.au');
  await page.goto('/feedbacklist');
  await expect(page.getByText('You do not have access to this page.', { exact: false })).toBeVisible();

  await signInAs(page, request, 'admin@demo.fairgo.au');
  await page.goto('/feedbacklist');
  const item = page.getByRole('listitem', { name: 'Feedback from Liam Visitor' }).filter({ hasText: message });
  await expect(item).toContainText(message);
  await expect(page.getByText('Users', { exact: true })).toBeVisible();
  await expect(page.getByText('Password resets')).toBeVisible();
  await item.getByRole('combobox').selectOption('reviewed');
  await page.reload();
  await expect(item.getByRole('combobox')).toHaveValue('reviewed');
});

test('a task event reaches the owner’s bell, and opening the bell marks all read', async ({ site: page, request }) => {
  const owner = await apiToken(request, 'employer@demo.fairgo.au');
  const tasker = await apiToken(request, 'worker@demo.fairgo.au');
  // A task of its own: one of the owner's open tasks may have been hidden by another test's report.
  const title = `Hang a mirror (${Date.now().toString(36)})`;
  const taskId = await postTaskByApi(request, owner, title);
  const question = `Is there parking? (${Date.now().toString(36)})`;
  const asked = await request.post(`/api/questions/askQuestion/${taskId}`, {
    headers: { authorization: tasker },
    data: { question },
  });
  expect(asked.status()).toBe(201);

  await signInAs(page, request, 'employer@demo.fairgo.au');
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: `Wendy Worker asked a question on "${title}".` });
  await expect(item).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The server marked them read: after a reload there is no badge.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first()
    .getByRole('button', { name: 'Go to Task' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tasks/task/${taskId}$`));
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});
