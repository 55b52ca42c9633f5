import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** A React root of the site, as {@link createConcurrentRoot} makes it. */
export interface ConcurrentRoot {
  /** Renders `children`; resolves once they are in the DOM. */
  render: (children: ReactNode) => Promise<void>;
  unmount: () => void;
}

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Every React root of the site (the shell's and each remote's) renders as a transition: React works
 * in slices of a few milliseconds and yields to the browser between them, so a first render never
 * blocks a phone's main thread for long (Total blocking time), and the HTML the page was
 * served with stays on screen until the commit replaces it. `identifierPrefix` keeps `useId` values
 * apart across roots (ARCHITECTURE §6).
 */
export function createConcurrentRoot(container: Element, identifierPrefix: string): ConcurrentRoot {
  const root = createRoot(container, { identifierPrefix });
  return {
    render: (children) =>
      new Promise((resolve) => {
        startTransition(() => root.render(<Committed onCommit={resolve}>{children}</Committed>));
      }),
    unmount: () => root.unmount(),
  };
}
