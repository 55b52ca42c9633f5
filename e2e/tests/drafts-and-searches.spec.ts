import { expect, mainHeading, test } from '../support/fixtures';
import { registerThroughForm, uniqueEmail } from '../support/account';
import { signInAs } from '../support/session';
import { apiToken, postTaskByApi } from '../support/tasks-api';

// What a new user types is kept until sent or discarded; every search is an address; news opens its search.

const WORKER = 'worker@demo.fairgo.au';
const EMPLOYER = 'employer@demo.fairgo.au';
const KEPT = 'We kept what you typed last time.';

test('an offer being written survives Escape, reopening and a reload, amount and message', async ({
  site: page,
  request,
}) => {
  const taskId = await postTaskByApi(request, await apiToken(request, EMPLOYER), `Sort a garage ${Date.now()}`);
  await signInAs(page, request, WORKER);
  await page.goto(`/tasks/task/${taskId}`);
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Make Offer' }).click();
  await dialog.getByRole('textbox', { name: 'Your offer (AUD)' }).fill('95');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('I can come on Sunday with a trailer.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`/tasks/task/${taskId}`);
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Make Offer' }).click();
  await expect(dialog.getByText(KEPT)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your offer (AUD)' })).toHaveValue('95');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('I can come on Sunday with a trailer.');
  await page.screenshot({ path: test.info().outputPath('offer-draft-1280.png') });

  await page.reload();
  await page.getByRole('dialog').getByRole('button', { name: 'Make Offer' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Message' })).toHaveValue(
    'I can come on Sunday with a trailer.',
  );
});

test('the notes of "Ask for a job" survive Escape; a feedback message survives leaving and Back', async ({
  site: page,
  request,
}) => {
  await signInAs(page, request, WORKER);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-work');
  await page.getByRole('button', { name: 'Ask for a job' }).click();
  let form = page.getByRole('dialog', { name: 'Please fill the details' });
  await form.getByRole('textbox', { name: 'Notes' }).fill('Weekend shifts, early starts are fine.');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Ask for a job' }).click();
  form = page.getByRole('dialog', { name: 'Please fill the details' });
  await expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('Weekend shifts, early starts are fine.');
  await page.screenshot({ path: test.info().outputPath('ask-for-job-draft-390.png') });
  await form.getByRole('button', { name: 'Start over' }).click();
  await expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/feedback');
  await page.getByRole('textbox', { name: /Message/ }).fill('Could you add Pool Cleaner as a role?');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('Find a job that fits you');
  await page.goBack();
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('Could you add Pool Cleaner as a role?');
  await expect(page.getByText(KEPT)).toBeVisible();
});

test('a half-filled registration survives "Login here" and Back; once registered, the profile opens at the top', async ({
  site: page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Dana Draft');
  await page.getByLabel('Email').fill('dana.draft@example.com.au');
  await page.getByLabel('Password').fill('a long e2e password');
  await page.getByRole('link', { name: 'Login here' }).click();
  await expect(mainHeading(page)).toHaveText('Log in to FairGo');
  await page.goBack();
  await expect(page.getByLabel('Name')).toHaveValue('Dana Draft');
  await expect(page.getByLabel('Email')).toHaveValue('dana.draft@example.com.au');
  // A password is never kept.
  await expect(page.getByLabel('Password')).toHaveValue('');
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');

  await registerThroughForm(page, {
    name: 'Tia Top',
    email: uniqueEmail('top'),
    password: 'a long e2e password',
    role: 'Both',
  });
  // The membership offer is open over it; the page under it starts at its heading.
  await expect(page.locator('h1', { hasText: 'Your Details' })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('registered-1280.png') });
});

test("All Tasks' filters are in its address: a reload keeps them", async ({ site: page, request }) => {
  await signInAs(page, request, WORKER);
  await page.goto('/tasks/view/allTasks');
  await page.getByRole('textbox', { name: 'Keywords' }).fill('garden');
  await page.getByRole('textbox', { name: 'Budget up to ($)' }).fill('100');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks\/view\/allTasks\?keywords=garden&maxBudget=100$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Keywords' })).toHaveValue('garden');
  await expect(page.getByRole('textbox', { name: 'Budget up to ($)' })).toHaveValue('100');
});

test("a news item's Take a look opens its search, filtered, with the post it speaks of", async ({ site: page }) => {
  await page.goto('/');
  const news = page.getByRole('region', { name: 'News' });
  await expect(news).toContainText('Fruit picking season is open');
  await news.getByRole('button', { name: 'Take a look' }).click();
  await expect(page).toHaveURL(/\/find-work\?role=Fruit\+Picker&location=Cairns%2C\+Queensland$/);
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Fruit Picker');
  await expect(first).toContainText('Cairns, Queensland');
});
