import { act } from '@testing-library/react';

interface Watched {
  callback: IntersectionObserverCallback;
  target: Element;
}

/**
 * An IntersectionObserver whose targets come near the screen only when the test says so (jsdom has
 * none; the one `jest.setup-dom.ts` installs says everything is in view at once). Install it in a
 * `beforeEach`, and put the original back with `restore`.
 */
export function installManualIntersectionObserver() {
  const observed = new Set<Watched>();
  const original = window.IntersectionObserver;
  class ManualObserver {
    private readonly watched: Watched[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { callback: this.callback, target };
      this.watched.push(entry);
      observed.add(entry);
    }
    disconnect() {
      for (const entry of this.watched) observed.delete(entry);
    }
  }
  window.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
  return {
    /** How many elements are being watched. */
    watching: () => observed.size,
    /** Every watched element (or those `which` picks) comes near the screen. */
    comeNearScreen: (which: (target: Element) => boolean = () => true) =>
      act(async () => {
        for (const { callback, target } of [...observed].filter(({ target }) => which(target))) {
          callback(
            [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
    restore: () => {
      window.IntersectionObserver = original;
      observed.clear();
    },
  };
}
