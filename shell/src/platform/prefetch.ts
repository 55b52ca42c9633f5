import type { RegistryEntry } from '@fairgo/shared/contract';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { ownsPath } from './owns-path';

type Preload = typeof preloadRemote;

export interface PrefetchOptions {
  preload?: Preload;
  /** Runs a task when the browser has nothing better to do. */
  whenIdle?: (task: () => void) => void;
  root?: Document;
}

const defaultWhenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000);

/**
 * Fetches other remotes ahead of need, so switching apps does not wait on the network
 * (ARCHITECTURE §2.9): once the browser is idle, every other remote's manifest and entry; when a link
 * into a remote is hovered or focused, also the chunks its `./spa` needs at mount. What was fetched
 * is what the next navigation uses (same versioned URLs), and a remote that is down costs nothing
 * here: its slot reports that when it is visited. Returns a function that stops listening.
 */
export function prefetchRemotes(entries: RegistryEntry[], options: PrefetchOptions = {}) {
  const { preload = preloadRemote, whenIdle = defaultWhenIdle, root = document } = options;
  const done = new Set<string>();
  const quietly = (args: Parameters<Preload>[0]) => {
    // Nothing to tell anyone: a remote that is down says so in its own slot when it is visited.
    preload(args).catch(() => {});
  };
  const isActive = (entry: RegistryEntry) => ownsPath(entry, window.location.pathname);

  whenIdle(() => {
    const others = entries.filter((entry) => !isActive(entry));
    // Manifest and remoteEntry only. '.' names no exposed module: an empty list would mean all of them, and
    // would mark './spa' as preloaded, so that hovering a link could no longer fetch its chunks.
    if (others.length > 0) quietly(others.map((entry) => ({ nameOrAlias: entry.name, exposes: ['.'], share: false })));
  });

  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const url = new URL(link.getAttribute('href')!, window.location.href);
    if (url.origin !== window.location.origin) return;
    const entry = entries.find((candidate) => ownsPath(candidate, url.pathname));
    if (!entry || done.has(entry.name) || isActive(entry)) return;
    done.add(entry.name);
    quietly([{ nameOrAlias: entry.name, exposes: ['./spa'], resourceCategory: 'sync' }]);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
