import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's old headless mode (package `chromium-headless-shell`): the browser Playwright
 * itself runs headless tests in when it may download its own. Without the full browser's window and
 * compositor around each page it took a third less time on the e2e suite's every-route file (4.5 → 2.9 min
 * on the 2-core machine, the same tests passing); it has no headed mode.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser (Playwright cannot download its own here): CHROMIUM_PATH when set; else, for the e2e tests, the
 * headless shell when installed; else Debian's Chromium. The bench measures in the full browser, as a
 * phone's Chrome is one.
 */
export function chromiumLaunchOptions({ headlessShell = false } = {}): LaunchOptions {
  const installed = [...(headlessShell ? [HEADLESS_SHELL] : []), CHROMIUM].find((path) => existsSync(path));
  const executablePath = process.env.CHROMIUM_PATH ?? installed;
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
