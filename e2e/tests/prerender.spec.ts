import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('/ is prerendered: its heading, navbar and footer are in the HTML before any JavaScript runs', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Casual work and small jobs, a fair go for everyone',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Workers' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('FairGo');
});

test('other paths get the empty frame, never the landing page', async ({ page }) => {
  await page.goto('/find-work');
  await expect(page.getByRole('heading')).toHaveCount(0);
});
