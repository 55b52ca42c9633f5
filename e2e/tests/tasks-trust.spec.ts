import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInThroughForm, registerThroughForm, uniqueEmail } from '../support/account';
import { apiToken, callByApi, offerByApi, postTaskByApi, sessionOf, showAs, taskByApi } from '../support/tasks-api';
import { storeSession } from '../support/session';
import { SITE } from '../support/site';

// Changing one's mind, rating each other, reporting abuse.
const OWNER = 'employer@demo.fairgo.au';
const TASKER = 'worker@demo.fairgo.au';
const ADMIN = 'admin@demo.fairgo.au';
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

async function openTaskAs(page: Page, request: APIRequestContext, email: string, taskId: string) {
  await showAs(page, request, email);
  await page.goto(`/tasks/task/${taskId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tablist')).toBeVisible();
  return dialog;
}

/** A task of the demo employer with the demo worker's offer accepted: $150 held on the owner's card. */
async function acceptedTask(request: APIRequestContext, title: string) {
  const owner = await apiToken(request, OWNER);
  const tasker = await apiToken(request, TASKER);
  const taskId = await postTaskByApi(request, owner, title);
  await offerByApi(request, tasker, taskId, 150);
  const [offer] = (await taskByApi(request, owner, taskId)).offers;
  await callByApi(request, owner, `/offers/acceptOffer/${offer._id}`);
  return { taskId, owner, tasker };
}

test('a tasker updates an offer, then withdraws it; the owner sees each change', async ({ site: page, request }) => {
  const owner = await apiToken(request, OWNER);
  const taskId = await postTaskByApi(request, owner, unique('Paint a fence'));
  await offerByApi(request, await apiToken(request, TASKER), taskId, 100);

  let dialog = await openTaskAs(page, request, TASKER, taskId);
  await dialog.getByRole('button', { name: 'Update Offer' }).click();
  const form = dialog.getByRole('form', { name: 'Update your offer' });
  await form.getByRole('textbox', { name: 'Your offer (AUD)' }).fill('130');
  await expect(form).toContainText('Service fee (10%): $13 · You will get: $117');
  await form.getByRole('textbox', { name: 'Message' }).fill('Two coats, Sunday afternoon.');
  await form.getByText('I accept the').click({ position: { x: 4, y: 8 } });
  await form.getByRole('button', { name: 'Update Offer' }).click();
  await expect(dialog).toContainText('Your offer was updated.');
  await expect(dialog.getByRole('listitem', { name: /^Offer by/ })).toContainText('$130');

  dialog = await openTaskAs(page, request, OWNER, taskId);
  await expect(dialog.getByRole('tab', { name: 'Offers (1)' })).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: /^Offer by/ })).toContainText('Two coats, Sunday afternoon.');

  dialog = await openTaskAs(page, request, TASKER, taskId);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await dialog.getByRole('button', { name: 'Yes, withdraw my offer' }).click();
  await expect(dialog).toContainText('Your offer was withdrawn.');
  await expect(dialog.getByRole('listitem', { name: /^Offer by/ })).toContainText('Withdrawn');
  await expect(dialog.getByRole('button', { name: 'Make Offer' })).toBeVisible();

  dialog = await openTaskAs(page, request, OWNER, taskId);
  await expect(dialog.getByRole('tab', { name: 'Offers (0)' })).toBeVisible();
});

test('the owner cancels an open task: it moves to Cancelled Tasks, its taker is told', async ({
  site: page,
  request,
}) => {
  const title = unique('Walk the dog');
  const owner = await apiToken(request, OWNER);
  const taskId = await postTaskByApi(request, owner, title);
  await offerByApi(request, await apiToken(request, TASKER), taskId, 40);

  const dialog = await openTaskAs(page, request, OWNER, taskId);
  await dialog.getByRole('button', { name: 'Cancel Task' }).click();
  await dialog.getByRole('textbox', { name: /Why are you cancelling/ }).fill('My neighbour will do it.');
  await dialog.getByRole('button', { name: 'Cancel this task' }).click();
  await expect(dialog).toContainText('Task cancelled. Everyone who made an offer has been told.');
  await expect(dialog).toContainText('This task was cancelled by');

  await page.goto('/tasks/view/cancelledTasks');
  await expect(page.getByRole('article', { name: title })).toContainText('Cancelled');
  await page.goto('/tasks/view/allTasks');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  // The tasker's session is read when a page loads.
  await showAs(page, request, TASKER);
  await page.goto('/');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText(`"${title}" was cancelled by its owner, so your offer is closed.`)).toBeVisible();
});

test('an accepted task is cancelled by agreement, and the hold on the owner’s card is released', async ({
  site: page,
  request,
}) => {
  const { taskId } = await acceptedTask(request, unique('Move a couch'));

  let dialog = await openTaskAs(page, request, TASKER, taskId);
  await dialog.getByRole('button', { name: 'Ask to cancel this task' }).click();
  const ask = dialog.getByRole('button', { name: 'Ask to cancel' });
  await expect(ask).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Why do you want to cancel/ }).fill('My van broke down.');
  await ask.click();
  await expect(dialog).toContainText('Your request to cancel was sent.');
  await expect(dialog).toContainText('You asked to cancel this task.');

  dialog = await openTaskAs(page, request, OWNER, taskId);
  await expect(dialog).toContainText('asks to cancel this task.');
  await expect(dialog).toContainText('Reason: My van broke down.');
  await dialog.getByRole('button', { name: 'Agree to cancel' }).click();
  await expect(dialog).toContainText('Task cancelled. The held payment is released to the owner.');
  await expect(dialog).toContainText('The $150 held on your card has been released.');
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('both sides review each other; each review shows only once both are written', async ({ site: page, request }) => {
  const { taskId, owner, tasker } = await acceptedTask(request, unique('Fix a tap'));
  await callByApi(request, tasker, `/tasks/markCompletedByAssignee/${taskId}`);
  await callByApi(request, owner, `/tasks/markCompletedByOwner/${taskId}`);

  let dialog = await openTaskAs(page, request, OWNER, taskId);
  let reviews = dialog.getByRole('region', { name: 'Reviews' });
  const submit = reviews.getByRole('button', { name: 'Submit review' });
  await expect(submit).toBeDisabled();
  await reviews.getByRole('radio', { name: '4 stars' }).click();
  await reviews.getByRole('textbox', { name: 'Your review (optional)' }).fill('Quick and tidy.');
  await submit.click();
  await expect(dialog).toContainText('Thank you for your review.');
  await expect(reviews).toContainText('Your review of');

  dialog = await openTaskAs(page, request, TASKER, taskId);
  reviews = dialog.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('has reviewed you. You will see it once you have written yours.');
  await expect(reviews).not.toContainText('Quick and tidy.');
  await reviews.getByRole('radio', { name: '5 stars' }).click();
  await reviews.getByRole('textbox', { name: 'Your review (optional)' }).fill('Clear brief, paid promptly.');
  await reviews.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews).toContainText('Quick and tidy.');
  await expect(reviews).toContainText('Clear brief, paid promptly.');

  // The owner now sees the tasker's review, and the owner's review counts on the tasker's public profile.
  dialog = await openTaskAs(page, request, OWNER, taskId);
  await expect(dialog.getByRole('region', { name: 'Reviews' })).toContainText('Clear brief, paid promptly.');
  const { user: me } = await sessionOf(request, TASKER);
  await page.goto(`/people/${me._id}`);
  await expect(page.getByRole('heading', { level: 2, name: me.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Quick and tidy.');
});

test('a reported task is hidden by an admin from the Reports page', async ({ site: page, request }) => {
  const title = unique('Cash only job');
  const taskId = await postTaskByApi(request, await apiToken(request, OWNER), title);

  const dialog = await openTaskAs(page, request, TASKER, taskId);
  await dialog.getByRole('button', { name: 'Report this task' }).click();
  const report = page.getByRole('dialog', { name: 'Report this task' });
  const send = report.getByRole('button', { name: 'Send report' });
  await expect(send).toBeDisabled();
  await report.getByRole('combobox').selectOption('Asks to pay or talk off FairGo');
  await report.getByRole('textbox', { name: 'Note (optional)' }).fill('Says cash only, outside the site.');
  await send.click();
  await expect(report).toContainText('Thank you. An admin will review your report.');
  await report.getByRole('button', { name: 'Close' }).first().click();
  // Still there until an admin acts.
  await page.goto('/tasks/view/allTasks');
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await showAs(page, request, ADMIN);
  await page.goto('/reports');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Says cash only, outside the site.');
  await item.getByRole('button', { name: 'Hide content' }).click();
  await item.getByRole('textbox', { name: /Reason/ }).fill('Asks for cash outside FairGo.');
  await item.getByRole('button', { name: 'Confirm: hide content' }).click();
  await expect(page.getByText('The content is hidden.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  await showAs(page, request, TASKER);
  await page.goto('/tasks/view/allTasks');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('an admin compares the payments of the ledger with the payment provider on the Reports page', async ({
  site: page,
  request,
}) => {
  await showAs(page, request, ADMIN);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Payments: ledger and provider' })).toBeVisible();
  // The demo's held and captured task money, each asked of the development provider.
  await expect(page.getByText(/^Compared [1-9]\d* task payments and \d+ membership checkouts\.$/)).toBeVisible();
  await expect(page.getByText('Every task payment and membership agrees with the payment provider.')).toBeVisible();
});

test('a suspended user is told why, signed in at the time and at login', async ({
  site: page,
  request,
  browser,
  person,
}) => {
  test.slow();
  const email = uniqueEmail('Spammer');
  const password = 'a long e2e password';
  await registerThroughForm(page, { name: 'Sam Spammer', email, password, role: 'Looking for Work' });
  const { user: spammer, token: spammerToken } = await sessionOf(request, email, password);
  // The spammer stays signed in on a device of their own.
  const device = person(await (await browser.newContext({ baseURL: SITE.url })).newPage());
  await storeSession(device, spammerToken, spammer);
  await device.goto('/find-work');
  await expect(device.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();

  // A worker reports the profile; an admin suspends its owner.
  await showAs(page, request, TASKER);
  await page.goto(`/people/${spammer._id}`);
  await page.getByRole('button', { name: 'Report this profile' }).click();
  const report = page.getByRole('dialog', { name: 'Report this profile' });
  await report.getByRole('combobox').selectOption('Fake profile or listing');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toContainText('Thank you. An admin will review your report.');

  await showAs(page, request, ADMIN);
  await page.goto('/reports');
  const item = page.getByRole('listitem').filter({ hasText: email.toLowerCase() });
  await expect(item.getByRole('button', { name: 'Hide content' })).toHaveCount(0);
  await item.getByRole('button', { name: 'Suspend user' }).click();
  await item.getByRole('textbox', { name: /Reason/ }).fill('Fake profile with copied photos.');
  await item.getByRole('button', { name: 'Confirm: suspend user' }).click();
  await expect(page.getByText('The user is suspended and signed out.')).toBeVisible();

  // Their device hears it the next time it asks (coming back to the tab), and says why.
  await device.evaluate(() => window.dispatchEvent(new Event('focus')));
  const told = device.getByRole('dialog', { name: 'You have been signed out' });
  await expect(told).toContainText('Reason: Fake profile with copied photos.');
  await told.getByRole('button', { name: 'OK' }).click();
  await expect(device.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await device.context().close();

  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Your account has been suspended after a report.');
  await expect(page.getByRole('alert')).toContainText('Reason: Fake profile with copied photos.');
  await expect(page).toHaveURL(/\/login$/);
});
