import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughForm, registerThroughForm, uniqueEmail } from '../support/account';
import { signInAs } from '../support/session';
import { SITE } from '../support/site';

const OWNER = 'employer@demo.fairgo.au';
const TASKER = 'worker@demo.fairgo.au';

/** Signs `email` in and opens the task's dialog by its address, as a reload would. */
async function openTaskAs(page: Page, request: APIRequestContext, email: string, taskUrl: string) {
  await signInAs(page, request, email);
  await page.goto(taskUrl);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tablist')).toBeVisible();
  return dialog;
}

/** The wizard's steps from the budget on: a Newtown address, flexible dates, submitted. */
async function finishWizard(page: Page, budget: string) {
  const wizard = page.getByRole('dialog', { name: 'Post a Task' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByRole('textbox', { name: 'Budget (AUD)' }).fill(budget);
  await expect(next).toBeDisabled();
  await wizard.getByRole('combobox', { name: 'Suburb' }).pressSequentially('Newtown');
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  await wizard.getByRole('combobox', { name: 'Full address' }).pressSequentially('12 King Street');
  await page.getByRole('option', { name: '12 King Street, Newtown, New South Wales, Australia' }).click();
  // Who will see the street: the accepted tasker only.
  await expect(wizard).toContainText('Only the tasker whose offer you accept sees it; everyone else sees the suburb.');
  await next.click();
  await wizard.getByText("I'm flexible with dates").click();
  await next.click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toContainText('Task submitted successfully!');
}

test('a task from post to payout: owner posts, tasker offers, owner accepts, they talk, tasker completes, owner confirms', async ({
  site: page,
  request,
}) => {
  test.slow();
  const title = `Hang mirrors ${Date.now().toString(36)}`;

  // The owner posts a task through the four-step wizard.
  await signInAs(page, request, OWNER);
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/tasks\/view\/allTasks$/);
  await page.getByRole('button', { name: 'Post a Task' }).click();
  const wizard = page.getByRole('dialog', { name: 'Post a Task' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await wizard.getByRole('textbox', { name: 'Title' }).fill(title);
  await wizard
    .getByRole('textbox', { name: 'Description' })
    .fill('Three large mirrors in the hallway. Wall plugs are here.');
  await next.click();
  await finishWizard(page, '120');
  await wizard.getByRole('button', { name: 'Close and View Task' }).click();
  await expect(page).toHaveURL(/\/tasks\/task\/[0-9a-f-]{36}$/);
  const taskUrl = new URL(page.url()).pathname;
  let dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('tab', { name: 'Offers (0)' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Make Offer' })).toHaveCount(0);

  // A worker sees the public dialog and makes an offer, with the fee spelled out.
  dialog = await openTaskAs(page, request, TASKER, taskUrl);
  await expect(dialog.getByRole('tab', { name: 'Questions (0)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Make Offer' }).click();
  await dialog.getByRole('textbox', { name: 'Your offer (AUD)' }).fill('150');
  await expect(dialog).toContainText('Service fee (10%): $15 · You will get: $135');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('I hang mirrors every week and bring a laser level.');
  const submitOffer = dialog.getByRole('button', { name: 'Submit Offer' });
  await expect(submitOffer).toBeDisabled();
  // On the label's words, not on its Terms link.
  await dialog.getByText('I accept the').click({ position: { x: 4, y: 8 } });
  await submitOffer.click();
  await expect(dialog).toContainText('Your offer was sent to the task owner.');

  // The owner accepts it, ticking the terms, and writes to the tasker.
  dialog = await openTaskAs(page, request, OWNER, taskUrl);
  await dialog.getByRole('tab', { name: 'Offers (1)' }).click();
  await dialog.getByRole('button', { name: 'Accept Offer' }).click();
  const confirm = dialog.getByRole('button', { name: 'Confirm and accept' });
  await expect(confirm).toBeDisabled();
  await dialog.getByText('I accept the').click({ position: { x: 4, y: 8 } });
  await confirm.click();
  await expect(dialog).toContainText('Offer accepted successfully.');
  await dialog.getByRole('tab', { name: 'Messages' }).click();
  await dialog.getByRole('textbox', { name: 'Write a message' }).fill('Could you come on Saturday morning?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Messages' })).toContainText('Could you come on Saturday morning?');

  // The tasker, now the assignee, answers and completes the task.
  dialog = await openTaskAs(page, request, TASKER, taskUrl);
  await expect(dialog.getByRole('tab', { name: 'Questions by other taskers' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /Offers/ })).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'Messages' })).toContainText('Could you come on Saturday morning?');
  await dialog.getByRole('textbox', { name: 'Write a message' }).fill('Saturday 9am works.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Messages' })).toContainText('Saturday 9am works.');
  // Completing says first what happens to the money.
  await dialog.getByRole('button', { name: 'Complete Task' }).click();
  await expect(dialog).toContainText('your payout of $135 is sent in 2-3 business days');
  await dialog.getByRole('button', { name: 'Yes, the work is done' }).click();
  await expect(dialog).toContainText('You marked this task as completed.');
  await expect(dialog).toContainText('the tasker is paid in 2-3 business days');

  // The owner answers "Not done yet": the clock stops and the task is in progress again.
  dialog = await openTaskAs(page, request, OWNER, taskUrl);
  await expect(dialog).toContainText('The tasker has marked this task as completed.');
  await dialog.getByRole('button', { name: 'Not done yet' }).click();
  await dialog.getByLabel('What still needs doing? The tasker sees this.').fill('The second mirror is not up yet.');
  await dialog.getByRole('button', { name: 'Send: not done yet' }).click();
  await expect(dialog).toContainText('It will not complete automatically.');
  await expect(dialog).toContainText('Waiting for the tasker to complete the task.');

  // The tasker hears why, finishes, and completes again.
  await signInAs(page, request, TASKER);
  await page.goto('/tasks');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'is not done yet: The second mirror is not up yet.',
  );
  dialog = await openTaskAs(page, request, TASKER, taskUrl);
  await dialog.getByRole('button', { name: 'Complete Task' }).click();
  await dialog.getByRole('button', { name: 'Yes, the work is done' }).click();
  await expect(dialog).toContainText('You marked this task as completed.');

  // The owner confirms, told first that the money is released; the task is complete and messages close.
  dialog = await openTaskAs(page, request, OWNER, taskUrl);
  await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(dialog).toContainText('The held $150 is released to the tasker at once.');
  await dialog.getByRole('button', { name: 'Confirm and release the money' }).click();
  await expect(dialog).toContainText('Task Completed');
  await expect(dialog).toContainText('This task is complete.');
  await dialog.getByRole('tab', { name: 'Messages' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Write a message' })).toHaveCount(0);

  // The tasker finds it among completed tasks.
  await signInAs(page, request, TASKER);
  await page.goto('/tasks/view/completedTasks');
  await expect(page.getByRole('article', { name: title })).toContainText('Completed');
});

test('a new user adds a task payment method on the provider’s page, then posts a task', async ({ site: page }) => {
  test.slow();
  const email = uniqueEmail('Poster');
  await registerThroughForm(page, {
    name: 'Polly Poster',
    email,
    password: 'a long e2e password',
    role: 'Looking for Work',
  });
  await logInThroughForm(page, email, 'a long e2e password');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Post a Task' }).click();
  const gate = page.getByRole('dialog', { name: 'Payment Details Required' });
  await expect(gate).toContainText('You need to verify your payment details to proceed.');
  const [provider] = await Promise.all([
    page.context().waitForEvent('page'),
    gate.getByRole('link', { name: 'Add payment details' }).click(),
  ]);
  await expect(provider.getByRole('heading', { name: 'Add a payment method for tasks' })).toBeVisible();
  await expect(provider.getByText(email.toLowerCase())).toBeVisible();
  await provider.getByRole('button', { name: 'Save test card' }).click();
  await expect(provider.getByText('Your payment method is saved. You can now post tasks.')).toBeVisible();
  await provider.close();

  await page.bringToFront();
  await expect(gate).toHaveCount(0);
  await page.getByRole('button', { name: 'Post a Task' }).click();
  const wizard = page.getByRole('dialog', { name: 'Post a Task' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByRole('textbox', { name: 'Title' }).fill(`Water my plants ${Date.now().toString(36)}`);
  await wizard.getByRole('textbox', { name: 'Description' }).fill('Two weeks while I am away, every second day.');
  await next.click();
  await finishWizard(page, '60');
});

test('a visitor is sent to log in from the tasks pages, before the tasks remote loads', async ({ site: page }) => {
  // The tasks remote never answers: only the page's own first script can send the visitor on.
  await page.route(`${SITE.originOf('mf-tasks')}/**`, () => undefined);
  await page.goto('/tasks/view/postedTasks', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login\?next=%2Ftasks%2Fview%2FpostedTasks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to FairGo');
});
