import { test as base, expect, type Page } from '@playwright/test';
import { byKeyboard } from './keyboard-user';
import { countReactCopies, reactCopies } from './react-copies';

/** Adds to `violations` each Content-Security-Policy violation the page reports (Chromium logs them to the console). */
export function collectCspViolations(page: Page, violations: string[]) {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

/**
 * Every test runs under the site's Content-Security-Policy and fails when a page of it reports a
 * violation (Chromium logs each one to the console), so a route that needs a source the policy does
 * not allow is found by the test that visits it. `site` is a page of the composed site that also
 * counts the React copies started in it; in the `keyboard` project, it is a person with a keyboard and
 * no mouse (`byKeyboard`), and so is any other page a journey opens through `person`.
 */
export const test = base.extend<{ site: Page; person: (page: Page) => Page; keyboardOnly: boolean }>({
  // The `keyboard` project's option: every action of the journeys with the keyboard alone (support/keyboard-user.ts).
  keyboardOnly: [false, { option: true }],
  person: async ({ keyboardOnly }, use) => {
    await use((page) => (keyboardOnly ? byKeyboard(page) : page));
  },
  context: async ({ context }, use) => {
    const violations: string[] = [];
    context.on('page', (page) => collectCspViolations(page, violations));
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  site: async ({ page, person }, use) => {
    await countReactCopies(page);
    await use(person(page));
  },
});

export { expect, reactCopies };

/** The shell's frame is there: its navbar and footer. */
export async function expectShellFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
