import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { SITE_COUNT, SITE_URL, siteServers } from './support/site';

/**
 * The journeys a person takes through the site. They run once, in the `keyboard` project, with the
 * keyboard alone (support/keyboard-only.ts): Tab, arrows, Enter, Space and typing, no mouse. Each step
 * and check of a journey is the same either way, so the walk by keyboard proves what a click-through
 * would, and that Tab reaches every control; the other specs click, as a mouse user does. Run with the
 * mouse as well, the journeys took a fifth of the suite's time on a busy 2-core machine.
 */
const JOURNEYS = [
  'account.spec.ts',
  'community.spec.ts',
  'credentials.spec.ts',
  'marketplace.spec.ts',
  'new-user.spec.ts',
  'task-views.spec.ts',
  'forms-and-words.spec.ts',
  'navigation.spec.ts',
  'phone-filters.spec.ts',
  'saved-searches.spec.ts',
  'session.spec.ts',
  'tasks.spec.ts',
  'tasks-trust.spec.ts',
];

const launchOptions = chromiumLaunchOptions({ headlessShell: true });
const desktop = { ...devices['Desktop Chrome'], launchOptions };

/**
 * One worker per copy of the site (support/site.ts): each worker runs whole files, one at a time, on
 * its own site, whose data only its own tests change. The config is read again in each worker, where
 * SITE_URL is that worker's site.
 */
export default defineConfig<{ keyboardOnly: boolean }>({
  testDir: './tests',
  fullyParallel: false,
  workers: SITE_COUNT,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // What a person sees within seconds can take many more on a busy 2-core machine that also runs two
  // sites and two browsers: a check waits up to 20 s (a passing one no longer than it takes).
  expect: { timeout: 20_000 },
  use: {
    baseURL: SITE_URL,
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: JOURNEYS, use: desktop },
    // Tab-walking a journey is many times the key presses of clicking it, each waiting for a frame: on a
    // busy 2-core machine a long journey took more than a minute.
    { name: 'keyboard', testMatch: JOURNEYS, timeout: 150_000, use: { ...desktop, keyboardOnly: true } },
  ],
  webServer: siteServers,
});
