import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __fairgoReactRenderers?: string[];
  }
}

/**
 * Counts the copies of React DOM that start in a page: each copy registers itself once with the
 * React DevTools hook, so a stand-in hook installed before any script runs sees every one of them.
 */
export async function countReactCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: string[] = [];
    window.__fairgoReactRenderers = renderers;
    let nextId = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { version?: string }) {
          renderers.push(renderer.version ?? 'unknown');
          return nextId++;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

export const reactCopies = (page: Page) => page.evaluate(() => window.__fairgoReactRenderers ?? []);
