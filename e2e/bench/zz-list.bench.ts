import { test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
test('list', async ({ page, baseURL }) => {
  const rows: [string, number][] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') {
      const b = await r.body().catch(() => Buffer.alloc(0));
      rows.push([r.url(), gzipSync(b, { level: 9 }).length]);
    }
  });
  await page.goto(`${baseURL}/register`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  rows.sort((a, b) => b[1] - a[1]);
  for (const [u, n] of rows) console.log((n / 1024).toFixed(1), u);
});
