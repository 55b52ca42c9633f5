import { expect, mainHeading, test } from '../support/fixtures';
import { arrowTo, focusIsIn, tabTo } from '../support/keyboard-only';
import { byKeyboard } from '../support/keyboard-user';
import { showAs } from '../support/tasks-api';

// Keyboard alone: the site's journeys with Tab, Shift+Tab, Enter, Space, arrows and Escape only;
// dialogs keep the focus inside and give it back when Escape closes them.

test('logging in, from the navbar to a signed-in page', async ({ site: page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('Log in to FairGo');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('worker@demo.fairgo.au');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('fairgo-demo-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('the find-work filters: a role with arrows and Enter, a day with Space, the sign-in dialog and Escape', async ({
  site: page,
}) => {
  await page.goto('/find-work');
  await expect(page.getByRole('article').first()).toBeVisible();
  const roles = page.getByRole('combobox', { name: 'Job roles' });
  await tabTo(page, roles);
  await page.keyboard.type('Baris');
  await arrowTo(page, page.getByRole('option', { name: 'Barista', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen job roles' })).toContainText('Barista');

  const monday = page.getByRole('button', { name: 'Monday' });
  await tabTo(page, monday);
  await page.keyboard.press('Space');
  await expect(monday).toHaveAttribute('aria-pressed', 'true');

  const save = page.getByRole('button', { name: 'Save this search' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Please sign in or register to save this search');
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    expect(await focusIsIn(dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
});

test('a task from the list, the bell, and the phone’s filters', async ({ site: page, request }) => {
  await showAs(page, request, 'worker@demo.fairgo.au');
  await page.goto('/tasks/view/allTasks');
  const title = page.getByRole('article').first().getByRole('link').first();
  const name = await title.textContent();
  await tabTo(page, title);
  await page.keyboard.press('Enter');
  const task = page.getByRole('dialog');
  await expect(task).toContainText(name!);
  await expect(page).toHaveURL(/\/tasks\/task\//);
  await page.keyboard.press('Tab');
  expect(await focusIsIn(task)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(task).toBeHidden();
  await expect(page).toHaveURL(/\/tasks\/view\/allTasks$/);

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await tabTo(page, filters);
  await page.keyboard.press('Enter');
  const search = page.getByRole('dialog', { name: 'Search tasks' });
  await expect(search).toBeVisible();
  await tabTo(page, search.getByRole('combobox', { name: 'Where' }));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, search.getByRole('button', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters 1 set' })).toBeVisible();
});

test('driven by the keyboard alone, a control only a mouse can use fails the journey', async ({ page: mouse }) => {
  const page = byKeyboard(mouse);
  await page.setContent(`
    <button>Save</button>
    <div id="mouse-only" onclick="this.textContent = 'clicked'">Delete</div>
    <label><input type="checkbox"> I agree</label>`);
  await page.getByText('I agree').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('Delete').click({ timeout: 2_000 })).rejects.toThrow(/was not reached with/);
  await expect(page.locator('#mouse-only')).toHaveText('Delete');
  // The same page, as a person with a mouse: the click lands.
  await mouse.getByText('Delete').click();
  await expect(mouse.locator('#mouse-only')).toHaveText('clicked');
});
