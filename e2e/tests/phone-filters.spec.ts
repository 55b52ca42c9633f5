import { expect, test } from '../support/fixtures';
import { showAs } from '../support/tasks-api';

// Phone-first: on a phone the results come first, the filters a 'Filters' button away (with
// the count of those set), and cards keep their layout down to 360 px.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/find-work shows a listing in the first screen, and its filters in a dialog', async ({ site: page }) => {
    await page.goto('/find-work');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y).toBeLessThan(844 - 100);
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('button', { name: 'Saturday' }).click();
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 set' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').first().locator('[data-available="true"]', { hasText: 'Sat' })).toHaveCount(
      1,
    );
  });

  // The panel a phone hides is not adopted at start (AdoptWhenShown): a screen that widens later (a
  // tablet turned) renders it anew, with what was chosen in the dialog meanwhile, and it works.
  test('a screen that widens shows the panel, with the filters chosen in the dialog', async ({ site: page }) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('APP-002')) mismatches.push(message.text());
    });
    await page.goto('/find-work');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('button', { name: 'Saturday' }).click();
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'Sunday' }).click();
    await expect(panel.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').first().locator('[data-available="true"]', { hasText: 'Sun' })).toHaveCount(
      1,
    );
    expect(mismatches).toEqual([]);
  });

  test('/find-worker and All Tasks search from the dialog; cards fit 360 px', async ({ site: page, request }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/find-worker');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect((await page.getByRole('article').first().boundingBox())!.y).toBeLessThan(780 - 100);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search workers' });
    await search.getByRole('button', { name: 'Sunday' }).click();
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(search).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 set' })).toBeVisible();

    await showAs(page, request, 'worker@demo.fairgo.au');
    await page.goto('/tasks/view/allTasks');
    const task = page.getByRole('article').first();
    await expect(task).toBeVisible();
    expect((await task.boundingBox())!.y).toBeLessThan(780 - 100);
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const tasks = page.getByRole('dialog', { name: 'Search tasks' });
    await tasks.getByRole('combobox', { name: 'Where' }).selectOption('remote');
    await tasks.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(tasks).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 set' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Remote');
  });
});
