import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keeps, in each document, the elements the page was served with, as they are before any script runs:
 * the shell's navbar and the first element of the remote's slot (Emotion moves the style elements
 * served before them into the head).
 */
export async function keepServedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const slot = document.querySelector('#fairgo-remotes [id^="remote-slot-"]');
      const frame = document.querySelector('#root nav');
      const first = slot?.querySelector(':scope > :not(style)') ?? null;
      // What a signed-in-only page shows while the session is checked gives way to the page itself.
      const slotFirst = first?.hasAttribute('data-requires-session') ? null : first;
      Object.assign(window, { served: { frame, slot: slotFirst } });
    });
  });
}

/** Every console error about the served page not matching the app's first render (React's, or ours: APP-002), and every uncaught error. */
export function collectMismatches(page: Page) {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /APP-002|hydrat|#418|#423|#425/i.test(text)) mismatches.push(text);
  });
  page.on('pageerror', (error) => mismatches.push(error.message));
  return mismatches;
}

/** The shell's remote slots, one per remote the registry releases, made once the shell has started. */
export const REMOTE_SLOTS = { selector: '#fairgo-remotes > [data-remote]', count: 4 };

/** The app has started: the shell hydrated and made every remote's slot, the active remote mounted in its own. */
export async function expectStarted(page: Page) {
  await expect(page.locator(REMOTE_SLOTS.selector)).toHaveCount(REMOTE_SLOTS.count);
  await expect(page.locator('#fairgo-remotes > :not([hidden]) > [inert]')).toHaveCount(0);
}

/** Whether each element the page was served with is still the one on screen (adopted, not rebuilt). */
export const servedElementsKept = (page: Page) =>
  page.evaluate(() => {
    const { served } = window as unknown as { served: { frame: Element | null; slot: Element | null } };
    return {
      frame: served.frame !== null && served.frame === document.querySelector('#root nav'),
      slot: served.slot === null || served.slot.isConnected,
    };
  });
