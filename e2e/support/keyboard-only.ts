import type { Locator, Page } from '@playwright/test';

/**
 * How a keyboard user reaches and acts on a control, for the e2e journeys driven by the keyboard
 * alone (the `keyboard` project, through the page `byKeyboard` in ./keyboard-user.ts makes), so each
 * journey of the suite also proves that a person without a mouse can take it.
 *
 * - `click` moves the focus with Tab or Shift+Tab (whichever way the target lies) and presses Enter, or
 *   Space on a checkbox or radio. Clicking a label's words goes to the label's control.
 * - Inside a composite widget (tabs, radio group), Tab reaches the group and arrows reach the item; an
 *   option of a combobox or an item of a menu is highlighted with arrows and chosen with Enter.
 * - `fill`, `pressSequentially` and `press` Tab to the field and type; a date is typed part by part in
 *   the browser's order; `selectOption` uses arrows; `setInputFiles` opens the file chooser with Space.
 *
 * A control that Tab does not reach (or that a dialog's focus trap keeps out) fails the test, naming it.
 */
const MAX_PRESSES = 250;

/**
 * Moves the focus to the element a keyboard user acts on for `locator` (keyboardTarget), with Tab alone,
 * in the direction it lies from the focus. The target is found again after each press: a prerendered
 * frame's fields are replaced when its remote mounts, and a type-ahead swaps its input as it takes focus.
 */
export async function tabTo(page: Page, locator: Locator, reached = isFocused) {
  if (await onTarget(locator, reached)) return;
  // From nowhere (a page just opened), the first Tab shows where the browser starts; then the shorter way.
  if (await page.evaluate(() => !document.activeElement || document.activeElement === document.body))
    await page.keyboard.press('Tab');
  const key = await onTarget(locator, (element) =>
    document.activeElement!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab',
  );
  const visited: string[] = [];
  const started = performance.now();
  let arrival = await page.evaluate(arrive, true);
  let presses = 0;
  for (; presses <= MAX_PRESSES; presses++) {
    if (await onTarget(locator, reached)) return;
    // The focus came round the page to one element a third time, and the page had seconds to settle:
    // the target is not on Tab's way.
    visited.push(arrival.focused);
    if (arrival.laps > 2 && performance.now() - started > SETTLE_MS) break;
    await page.keyboard.press(key);
    arrival = await page.evaluate(arrive, false);
  }
  throw new Error(
    `${await onTarget(locator, describe)} was not reached with ${presses} presses of ${key}; ` +
      `the focus went to: ${[...new Set(visited)].slice(0, 15).join(' | ')}`,
  );
}

/**
 * In the page, after a press: waits a frame, as a person pauses between keys, and up to ten while the
 * focus is on a type-ahead's plain field (suggestion-field.tsx), which swaps in its combobox as it takes
 * the focus; then counts the arrival where the focus is. Only arrivals count: a press that leaves the
 * focus on its element (a file input's own button, a field that keeps it) is not a lap.
 */
async function arrive(fresh: boolean) {
  const walk = window as TabLaps;
  if (fresh) walk.__tabLaps = { seen: new WeakMap(), last: null };
  const nextFrame = () => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled)));
  await nextFrame();
  const field = document.activeElement;
  if (field?.matches('input[role=combobox]'))
    for (let frame = 0; frame < 10 && document.activeElement === field; frame++) await nextFrame();
  const element = document.activeElement ?? document.body;
  const { seen, last } = walk.__tabLaps!;
  if (last !== element) seen.set(element, (seen.get(element) ?? 0) + 1);
  walk.__tabLaps!.last = element;
  return { focused: element.outerHTML.slice(0, 60), laps: seen.get(element) ?? 0 };
}

/** Where tabTo has seen the focus, and how often, in the page. */
type TabLaps = Window & { __tabLaps?: { seen: WeakMap<Element, number>; last: Element | null } };

/** How long a walk goes on before coming round the page counts as "not reachable": a page may still be settling. */
const SETTLE_MS = 5_000;

/**
 * Runs `check` in the page on the keyboard target of `locator`, found afresh: both functions, each
 * self-contained, are composed into one call in the page.
 */
export async function onTarget<T>(locator: Locator, check: (element: HTMLElement) => T): Promise<T> {
  // Made here, run in the page: Playwright sends a function's source, so the two compose as text.
  const composed = new Function('element', `return (${String(check)})((${String(keyboardTarget)})(element));`);
  return (await locator.evaluate(composed as (element: HTMLElement) => T)) as T;
}

/** Whether the focus is inside `container` (a dialog keeps it in). */
export const focusIsIn = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

function isFocused(element: HTMLElement) {
  return document.activeElement === element;
}

/** The focus is inside the composite widget (tab list, radio group) that holds `element`. */
function isInItsGroup(element: HTMLElement) {
  const group = element.closest('[role=tablist],[role=radiogroup],[role=toolbar],[role=menubar]');
  const active = document.activeElement as HTMLInputElement | null;
  if (element instanceof HTMLInputElement && element.type === 'radio' && active instanceof HTMLInputElement)
    return active.type === 'radio' && active.name === element.name && active.form === element.form;
  return !!group && !!active && group.contains(active) && active !== group;
}

/** An option or menu item is the one the widget points at: focused, highlighted, or its active descendant. */
function isHighlighted(element: HTMLElement) {
  const active = document.activeElement;
  return (
    active === element ||
    element.hasAttribute('data-highlighted') ||
    (!!element.id && active?.getAttribute('aria-activedescendant') === element.id)
  );
}

const describe = (element: HTMLElement) =>
  `<${element.tagName.toLowerCase()}${element.id ? ` id=${element.id}` : ''}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;

/** The element a keyboard user acts on for a click on `element`: itself, its control, or the control around it. */
function keyboardTarget(element: HTMLElement): HTMLElement {
  const interactive =
    'a[href],button,input,select,textarea,summary,[contenteditable=""],[contenteditable=true],' +
    '[role=option],[role^=menuitem],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=button],[role=link],' +
    '[tabindex]:not([tabindex="-1"])';
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.matches(interactive)) return node;
    if (node instanceof HTMLLabelElement && node.control) return node.control as HTMLElement;
  }
  return element;
}

type Reach = 'tab' | 'group' | 'highlight';
type Press = 'Enter' | 'Space' | null;

/** How `element` is reached (Tab, Tab then arrows in its group, arrows to highlight it) and the key that acts on it. */
export function keyboardPlan(element: HTMLElement): { reach: Reach; press: Press } {
  const role = element.getAttribute('role');
  const input = element instanceof HTMLInputElement ? element : null;
  const toggles = input?.type === 'checkbox' || input?.type === 'radio' || /^(checkbox|radio|switch)$/.test(role ?? '');
  const field =
    (!!input && !toggles && !/^(button|submit|reset|image)$/.test(input.type)) ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement;
  const press: Press = toggles ? 'Space' : field ? null : 'Enter';
  if (role === 'option' || role?.startsWith('menuitem')) return { reach: 'highlight', press: 'Enter' };
  const roving =
    (input?.type === 'radio' && !!input.name) ||
    (element.tabIndex < 0 && !!element.closest('[role=tablist],[role=radiogroup],[role=toolbar],[role=menubar]'));
  return { reach: roving ? 'group' : 'tab', press };
}

/** Highlights an option of the open combobox (or an item of the open menu) with the arrow keys. */
export const arrowTo = (page: Page, option: Locator) => reach(page, option, 'highlight');

/** Brings the focus (or the highlight) to `target` as a keyboard user would. */
export async function reach(page: Page, locator: Locator, how: Reach) {
  if (how === 'tab') return tabTo(page, locator);
  if (how === 'group') await tabTo(page, locator, isInItsGroup);
  const arrows = await onTarget(locator, (element) =>
    element.closest('[role=tablist],[role=toolbar],[role=menubar]')?.getAttribute('aria-orientation') === 'vertical' ||
    !element.closest('[role=tablist],[role=toolbar],[role=menubar]')
      ? ['ArrowDown', 'ArrowUp']
      : ['ArrowRight', 'ArrowLeft'],
  );
  const reached = how === 'group' ? isFocused : isHighlighted;
  for (const arrow of arrows) {
    for (let press = 0; press <= 60; press++) {
      if (await onTarget(locator, reached)) return;
      await page.keyboard.press(arrow);
    }
  }
  throw new Error(`${await onTarget(locator, describe)} was not reached with the arrow keys`);
}

/** Types `value` over the field's text; a date goes in part by part, in the order the browser shows them. */
export async function typeInto(page: Page, locator: Locator, value: string) {
  const dateParts = await onTarget(locator, (element) =>
    element instanceof HTMLInputElement && element.type === 'date'
      ? new Intl.DateTimeFormat(navigator.language).formatToParts(new Date()).map((part) => part.type)
      : null,
  );
  if (dateParts) {
    const [year = '', month = '', day = ''] = value.split('-');
    const parts = new Map([
      ['year', year],
      ['month', month],
      ['day', day],
    ]);
    for (const part of dateParts) await page.keyboard.type(parts.get(part) ?? '');
    return;
  }
  if (await onTarget(locator, (element) => 'value' in element && (element as HTMLInputElement).value !== '')) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
  }
  if (value) await page.keyboard.type(value);
}
