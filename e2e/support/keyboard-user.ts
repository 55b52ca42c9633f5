import type { Locator, Page } from '@playwright/test';
import { keyboardPlan, onTarget, reach, tabTo, typeInto } from './keyboard-only';

type Action = (locator: Locator, ...args: never[]) => Promise<unknown>;

/** A locator's actions as a keyboard user does them (see ./keyboard-only.ts for how each control is reached). */
const KEYBOARD_ACTIONS = {
  async click(locator: Locator, options?: Parameters<Locator['click']>[0]) {
    // Waits as a click does (visible, steady, enabled, not covered) without clicking.
    await locator.click({ ...options, trial: true });
    const plan = await onTarget(locator, keyboardPlan);
    await reach(locator.page(), locator, plan.reach);
    if (plan.press) await locator.page().keyboard.press(plan.press);
  },
  async fill(locator: Locator, value: string, options?: { timeout?: number }) {
    await locator.waitFor({ state: 'visible', timeout: options?.timeout });
    await tabTo(locator.page(), locator);
    await typeInto(locator.page(), locator, value);
  },
  async pressSequentially(locator: Locator, text: string, options?: { delay?: number; timeout?: number }) {
    await locator.waitFor({ state: 'visible', timeout: options?.timeout });
    await tabTo(locator.page(), locator);
    await locator.page().keyboard.type(text, { delay: options?.delay });
  },
  async press(locator: Locator, key: string, options?: { delay?: number; timeout?: number }) {
    await locator.waitFor({ state: 'visible', timeout: options?.timeout });
    await tabTo(locator.page(), locator);
    await locator.page().keyboard.press(key, { delay: options?.delay });
  },
  async check(locator: Locator, options?: { timeout?: number }) {
    if (!(await locator.isChecked(options))) await KEYBOARD_ACTIONS.click(locator, options);
  },
  async uncheck(locator: Locator, options?: { timeout?: number }) {
    if (await locator.isChecked(options)) await KEYBOARD_ACTIONS.click(locator, options);
  },
  async selectOption(locator: Locator, values: string | string[], options?: { timeout?: number }) {
    await locator.waitFor({ state: 'visible', timeout: options?.timeout });
    await tabTo(locator.page(), locator);
    const wanted = [values].flat()[0]!;
    const steps = await locator.evaluate((select: HTMLSelectElement, wanted) => {
      const index = [...select.options].findIndex((option) => option.value === wanted || option.label === wanted);
      if (index < 0) throw new Error(`no option ${wanted}`);
      return index - select.selectedIndex;
    }, wanted);
    for (let step = 0; step < Math.abs(steps); step++)
      await locator.page().keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    return [await locator.inputValue()];
  },
  async setInputFiles(
    locator: Locator,
    files: Parameters<Locator['setInputFiles']>[0],
    options?: { timeout?: number },
  ) {
    await locator.waitFor({ state: 'attached', timeout: options?.timeout });
    await tabTo(locator.page(), locator);
    const [chooser] = await Promise.all([
      locator.page().waitForEvent('filechooser'),
      locator.page().keyboard.press('Space'),
    ]);
    await chooser.setFiles(files);
  },
} satisfies Record<string, Action>;

/** The methods of a page or a locator that answer a locator: what they answer is driven by the keyboard too. */
const LOCATORS = new Set<PropertyKey>([
  'locator',
  'getByRole',
  'getByText',
  'getByLabel',
  'getByPlaceholder',
  'getByAltText',
  'getByTitle',
  'getByTestId',
  'first',
  'last',
  'nth',
  'filter',
  'and',
  'or',
]);

/** `target`'s own members, with those that answer a locator answering one driven by the keyboard. */
function driven<T extends object>(target: T, actions: Partial<Record<PropertyKey, Action>> = {}): T {
  return new Proxy(target, {
    get(object, key) {
      const action = actions[key];
      if (action) return (...args: never[]) => action(object as unknown as Locator, ...args);
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      if (LOCATORS.has(key))
        return (...args: unknown[]) =>
          driven((value as (...args: unknown[]) => object).apply(object, args), KEYBOARD_ACTIONS);
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/**
 * A person at `page` with a keyboard and no mouse: the page as it is, except that every locator it
 * (or a locator of it) makes clicks, types, checks, selects and picks files with the keyboard alone.
 * A control that Tab does not reach (or that a dialog's focus trap keeps out) fails the test, naming it.
 */
export const byKeyboard = (page: Page): Page => driven(page);
