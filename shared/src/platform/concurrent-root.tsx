import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo, type Root } from 'react-dom/client';
import { AdoptingServedPage } from './near-screen';
import { APP_FAILURES } from '../actions/failures';

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

/** What a root logs when the served HTML was not what its first render made: React renders that root anew. */
export const HYDRATION_MISMATCH = APP_FAILURES.servedPageMismatch;

const reportMismatch = (appName: string, report?: (error: unknown) => void) => (error: unknown, info: ErrorInfo) => {
  console.error(`[${appName}] ${HYDRATION_MISMATCH.code}`, error, info.componentStack ?? '');
  report?.(error);
};

/**
 * Every React root of the site (the shell's and each remote's) renders as a transition: React works
 * in slices of a few milliseconds and yields to the browser between them, so a first render never
 * blocks a phone's main thread for long (Total blocking time).
 *
 * A container that already holds the served page (the shell's prerendered frame, a remote's frame
 * the host set into its slot) is hydrated, not replaced: React adopts the elements on screen, so the
 * largest one stays the one first painted and a click on the page before start-up lands on the
 * element React then handles. Its first render must make exactly the served HTML (the prerender
 * renders the same tree); where it does not, React renders that root anew and the mismatch is logged
 * as {@link HYDRATION_MISMATCH}. An empty container (a remote mounted after a navigation) is rendered.
 * Served content below the fold waits to be adopted until it is near the screen (`AdoptNearScreen`).
 * Each root's `useId` values carry `<appName>-` (architecture.md#known-pitfalls), as its prerender's do. A remote's
 * mismatches are also told to `onMismatch` (the platform's `reportRenderError`), so that the browser
 * health the canaries are judged by counts them.
 */
export function createConcurrentRoot(
  container: Element,
  appName: string,
  { onMismatch }: { onMismatch?: (error: unknown) => void } = {},
): ConcurrentRoot {
  const identifierPrefix = `${appName}-`;
  const adopting = container.hasChildNodes();
  let root: Root | null = adopting ? null : createRoot(container, { identifierPrefix });
  return {
    render: (children) =>
      new Promise((resolve) => {
        const element = (
          <AdoptingServedPage value={adopting}>
            <Committed onCommit={resolve}>{children}</Committed>
          </AdoptingServedPage>
        );
        startTransition(() => {
          if (root) root.render(element);
          else {
            root = hydrateRoot(container, element, {
              identifierPrefix,
              onRecoverableError: reportMismatch(appName, onMismatch),
            });
          }
        });
      }),
    unmount: () => root?.unmount(),
  };
}
