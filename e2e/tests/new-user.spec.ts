import { expect, mainHeading, test } from '../support/fixtures';
import { registerByApi } from '../support/account';
import { DEMO_PASSWORD, storeSession } from '../support/session';
import { postTaskByApi, sessionOf } from '../support/tasks-api';
import type { Page } from '@playwright/test';

// What a new user meets first: finding Tasks, the bell on a phone, where pages open, coming back
// after sign-in, and a session that every tab agrees on.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** React has taken over the served page (it makes this figure). */
const started = (page: Page) => expect(page.getByText(/users active now/)).toBeVisible();

async function openPhoneMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  // Clicked once the menu has opened, as a person would.
  await mobile.evaluate((nav) =>
    Promise.all((nav.closest('[data-part="content"]')?.getAnimations() ?? []).map((animation) => animation.finished)),
  );
  return mobile;
}

async function signInOnForm(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('Tasks is in the navbar, the phone menu and the landing page; a visitor signs in and lands on it', async ({
  site: page,
  request,
}) => {
  const email = await registerByApi(request, 'Tia Newcomer');
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await started(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Post or find a task' })).toHaveAttribute(
    'href',
    '/tasks',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Ftasks/);
  await signInOnForm(page, email);
  await expect(page).toHaveURL(/\/tasks\/view\/allTasks$/);

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await started(page);
  await (await openPhoneMenu(page)).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks\/view\/allTasks$/);
});

test('a deep link to a task survives signing in', async ({ site: page, request }) => {
  const owner = await sessionOf(request, 'employer@demo.fairgo.au');
  const taskId = await postTaskByApi(request, owner.token, `Deep link ${Date.now().toString(36)}`);
  const email = await registerByApi(request, 'Dee Linker');
  await page.goto(`/tasks/task/${taskId}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Ftasks%2Ftask%2F${taskId}$`));
  await signInOnForm(page, email);
  await expect(page).toHaveURL(new RegExp(`/tasks/task/${taskId}$`));
  await expect(page.getByRole('dialog')).toContainText('Deep link');
});

test('on a phone the bell panel fits the screen, scrolls inside itself, and closes on a tap outside or Escape', async ({
  site: page,
  request,
}) => {
  const { token, user } = await sessionOf(request, 'worker@demo.fairgo.au');
  await storeSession(page, token, user);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/find-work');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await panel.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
  await page.screenshot({ path: test.info().outputPath('bell-360.png') });

  await page.mouse.click(180, 700);
  await expect(panel).toBeHidden();
  await bell.click();
  await expect(panel).toBeVisible();
  // From inside the panel, Escape hands focus back to the bell.
  await panel.getByRole('button').first().focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('a new page opens at the top; Back returns to where the person was', async ({ site: page, request }) => {
  const { token, user } = await sessionOf(request, 'worker@demo.fairgo.au');
  await storeSession(page, token, user);
  await page.setViewportSize(PHONE);
  await page.goto('/find-work');
  await expect(mainHeading(page)).toHaveText('Find a job that fits you');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2500);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const left = await page.evaluate(() => window.scrollY);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(mainHeading(page)).toHaveText('Feedback');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(mainHeading(page)).toHaveText('Find a job that fits you');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
});

test('tabs agree on the session: signing out in one signs the other out', async ({ site: page, request, person }) => {
  const { token, user } = await sessionOf(request, 'worker@demo.fairgo.au');
  await storeSession(page, token, user);
  await page.goto('/find-work');
  const other = person(await page.context().newPage());
  await other.goto('/find-worker');
  await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();

  // The session is stored by the demo login the test shares, so sign out with a copy of it only.
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(other.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('a session the server ended asks to sign in again over the page, and what was typed is kept', async ({
  site: page,
  request,
}) => {
  const owner = await sessionOf(request, 'employer@demo.fairgo.au');
  const taskId = await postTaskByApi(request, owner.token, `Session ends ${Date.now().toString(36)}`);
  const email = await registerByApi(request, 'Sasha Session');
  const login = await (await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } })).json();
  await storeSession(page, login.data.UserObj.token, login.data.UserObj.user);
  await page.goto(`/tasks/task/${taskId}`);
  await page.getByRole('tab', { name: /^Questions/ }).click();
  const question = page.getByRole('textbox', { name: 'Ask a question about this task' });
  await question.fill('Is parking available near the house?');

  // The server ends the session (signed out on another device, or expired).
  await request.post('/api/logout', { headers: { authorization: login.data.UserObj.token } });
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Please sign in again' });
  await expect(again).toBeVisible();
  await expect(again.getByLabel('Email')).toHaveValue(email.toLowerCase());
  await again.getByLabel('Password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toBeHidden();

  await expect(question).toHaveValue('Is parking available near the house?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  // Asked: the question is listed and the box is empty again (until then the box holds the same text).
  await expect(question).toHaveValue('');
  await expect(page.getByText('Is parking available near the house?', { exact: true })).toBeVisible();
});

test('an unknown task says at once that it does not exist', async ({ site: page, request }) => {
  const { token, user } = await sessionOf(request, 'worker@demo.fairgo.au');
  await storeSession(page, token, user);
  // "At once": on its first answer, without the retries a failed read gets (not a fixed time, which a
  // busy machine's page load alone can exceed).
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/tasks/getTaskById/')) asked.push(sent.url());
  });
  await page.goto('/tasks/task/00000000-0000-4000-8000-000000000000');
  const dialog = page.getByRole('dialog', { name: 'Task not found' });
  await expect(dialog).toContainText('There is no task at this address.');
  expect(asked).toHaveLength(1);
});

test('All Tasks lists the open tasks first, the ones under way under their own heading', async ({
  site: page,
  request,
}) => {
  const { token, user } = await sessionOf(request, 'worker@demo.fairgo.au');
  await storeSession(page, token, user);
  await page.goto('/tasks/view/allTasks');
  const underWay = page.getByRole('region', { name: 'Already assigned or completed' });
  await expect(underWay).toBeVisible();
  await expect(underWay.getByText('Open', { exact: true })).toHaveCount(0);
  // Every card above that heading is open.
  const cards = page.getByRole('article');
  const first = await cards.first().boundingBox();
  const heading = await underWay.getByRole('heading', { name: 'Already assigned or completed' }).boundingBox();
  expect(first!.y).toBeLessThan(heading!.y);
  await expect(cards.first()).toContainText('Open');
});

test('the bell labels each link by where it leads and says when each came', async ({ site: page, request }) => {
  const { token, user } = await sessionOf(request, 'worker@demo.fairgo.au');
  await storeSession(page, token, user);
  await page.goto('/find-work');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: 'Go to Task' }).first()).toBeVisible();
  await expect(panel.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/).first()).toBeVisible();
});
