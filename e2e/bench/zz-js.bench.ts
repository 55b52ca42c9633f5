import { test } from '@playwright/test';
import { measureRoute } from './measure-route';
test('js only', async ({ browser, baseURL }) => {
  test.setTimeout(10 * 60_000);
  for (const route of ['/', '/register', '/find-work', '/feedback']) {
    const f = await measureRoute(browser, baseURL!, route);
    console.log(route, (f.jsGzipBytes / 1024).toFixed(1), 'KB', 'prefetched', (f.prefetchedGzipBytes / 1024).toFixed(1));
  }
});
