import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves the focus to `target` with the Tab key alone (Shift+Tab with `backwards`), as a keyboard user
 * does; fails when it is not reached within `presses`, which is how a control the keyboard cannot
 * reach shows.
 */
export async function tabTo(page: Page, target: Locator, { presses = 80, backwards = false } = {}) {
  await expect(target).toBeVisible();
  // Re-resolved after each press: a type-ahead field swaps its input for the combobox's as it takes focus.
  const focused = () =>
    expect(target)
      .toBeFocused({ timeout: 150 })
      .then(
        () => true,
        () => false,
      );
  for (let press = 0; press < presses; press++) {
    if (await focused()) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await focused()) return;
  throw new Error(`${target} was not reached with ${presses} presses of Tab`);
}

/** Whether the focus is inside `container`. */
export const focusIsIn = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));
