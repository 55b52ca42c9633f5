import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/browser';
import { SITE, SITE_URL, siteServer } from '../support/site';

/** `npm run bench`: figures, not tests; their budgets fail the run when they do not hold. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 10 * 60_000,
  reporter: [['list']],
  use: { baseURL: SITE_URL, launchOptions: chromiumLaunchOptions() },
  webServer: siteServer(SITE),
});
