import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { SITE_URL, siteServer } from './support/site';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: SITE_URL,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: siteServer,
});
