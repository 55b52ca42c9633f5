import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerByApi } from '../support/account';
import { DEMO_PASSWORD, storeSession } from '../support/session';
import { offerByApi, postTaskByApi, sessionOf, showAs } from '../support/tasks-api';

// What each side of a task sees, and what a stale tab is told.

const OWNER = 'employer@demo.fairgo.au';
const STREET = '12 King Street, Newtown, New South Wales, Australia';

async function taskWithAddress(request: APIRequestContext, title: string) {
  const { token } = await sessionOf(request, OWNER);
  const place = { isThisRemoteTask: 'false', location: 'Newtown, New South Wales', fullAddress: STREET };
  return postTaskByApi(request, token, title, place);
}

test('a tasker sees the suburb and that offers exist; the street and the amounts are the owner’s', async ({
  site: page,
  request,
}) => {
  const taskId = await taskWithAddress(request, `Private ${Date.now().toString(36)}`);
  await offerByApi(request, (await sessionOf(request, 'worker@demo.fairgo.au')).token, taskId, 95);

  const email = await registerByApi(request, 'Perry Public');
  const login = (await (await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } })).json()).data
    .UserObj;
  await storeSession(page, login.token, login.user);
  await page.goto(`/tasks/task/${taskId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Newtown, New South Wales', { exact: true })).toBeVisible();
  await expect(dialog.getByText(STREET)).toHaveCount(0);
  const offer = dialog.getByRole('listitem', { name: 'Offer by Wendy Worker' });
  await expect(offer).toContainText('Amount private');
  await expect(offer).not.toContainText('$95');

  await showAs(page, request, OWNER);
  await page.goto(`/tasks/task/${taskId}`);
  await expect(dialog.getByText(STREET)).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Offer by Wendy Worker' })).toContainText('$95');
});

test('accepting in a stale tab after another offer was accepted says so and shows the task as it is', async ({
  site: page,
  request,
  person,
}) => {
  const taskId = await taskWithAddress(request, `Two tabs ${Date.now().toString(36)}`);
  await offerByApi(request, (await sessionOf(request, 'worker@demo.fairgo.au')).token, taskId, 90);
  await offerByApi(request, (await sessionOf(request, 'both@demo.fairgo.au')).token, taskId, 110);
  await showAs(page, request, OWNER);
  const stale = person(await page.context().newPage());
  for (const tab of [page, stale]) await tab.goto(`/tasks/task/${taskId}`);

  const accept = async (tab: typeof page, who: string) => {
    const offer = tab.getByRole('dialog').getByRole('listitem', { name: `Offer by ${who}` });
    await offer.getByRole('button', { name: 'Accept Offer' }).click();
    await offer.getByText('I accept the').click({ position: { x: 4, y: 8 } });
    await offer.getByRole('button', { name: 'Confirm and accept' }).click();
  };
  await accept(page, 'Wendy Worker');
  await expect(page.getByRole('dialog')).toContainText('Offer accepted successfully.');

  await accept(stale, 'Bo Both');
  const banner = stale.getByRole('dialog').getByRole('alert');
  await expect(banner).toContainText('This task has already been assigned.');
  await expect(banner).toBeInViewport();
  await expect(stale.getByRole('dialog').getByText('Assigned', { exact: true })).toBeVisible();
  await expect(stale.getByRole('dialog').getByRole('button', { name: 'Accept Offer' })).toHaveCount(0);
});

test('the wizard’s steps are history: Back goes a step back, and a reload keeps the step and the draft', async ({
  site: page,
  request,
}) => {
  await showAs(page, request, OWNER);
  await page.goto('/tasks/view/allTasks');
  await page.getByRole('button', { name: 'Post a Task' }).click();
  const wizard = page.getByRole('dialog', { name: 'Post a Task' });
  await wizard.getByRole('textbox', { name: 'Title' }).fill('Mow the back lawn');
  await wizard.getByRole('textbox', { name: 'Description' }).fill('About 200 square metres, mower in the shed.');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('Step 2 of 4');
  await expect(page).toHaveURL(/\/tasks\/view\/allTasks\?post=2$/);
  await wizard.getByRole('textbox', { name: 'Budget (AUD)' }).fill('60');

  // The phone's Back: the previous step, with what was typed.
  await page.goBack();
  await expect(wizard).toContainText('Step 1 of 4');
  await expect(wizard.getByRole('textbox', { name: 'Title' })).toHaveValue('Mow the back lawn');
  await page.goForward();
  await expect(wizard).toContainText('Step 2 of 4');

  await page.reload();
  await expect(wizard).toContainText('Step 2 of 4');
  await expect(wizard.getByRole('textbox', { name: 'Budget (AUD)' })).toHaveValue('60');

  // Closed and opened again: the draft is still there until it is posted or started over.
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/tasks\/view\/allTasks$/);
  await page.getByRole('button', { name: 'Post a Task' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Title' })).toHaveValue('Mow the back lawn');
  await wizard.getByRole('button', { name: 'Start over' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Title' })).toHaveValue('');
});
