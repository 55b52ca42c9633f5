import { test as base, expect, type Page } from '@playwright/test';
import { countReactCopies, reactCopies } from './react-copies';

/** A page of the composed site that counts the React copies started in it. */
export const test = base.extend<{ site: Page }>({
  site: async ({ page }, use) => {
    await countReactCopies(page);
    await use(page);
  },
});

export { expect, reactCopies };

/** The shell's frame is there: its navbar and footer. */
export async function expectShellFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
