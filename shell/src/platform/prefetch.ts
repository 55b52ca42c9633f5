import { ownsPath, remoteEntryUrl, spaChunkUrls, type FederationManifest } from '@fairgo/shared/page';
import type { RegistryEntry } from '@fairgo/shared/contract';

type Manifest = Pick<FederationManifest, 'exposes'>;

export interface PrefetchOptions {
  /** Runs a task when the browser has nothing better to do. */
  whenIdle?: (task: () => void) => void;
  /** Reads a manifest as the Module Federation runtime does (`fetch`, so the same cache entry). */
  readManifest?: (url: string) => Promise<Manifest>;
  root?: Document;
  /**
   * The page's own remote has mounted or failed: until then its files would share a slow network with
   * the next page's, so nothing is prefetched before it.
   */
  afterPage?: Promise<unknown>;
  /** The visitor's first sign of use (`firstUse`): until then nothing is fetched for a next page. */
  whenUsed?: Promise<unknown>;
}
const defaultWhenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000);

/**
 * A low-priority fetch into the HTTP cache, nothing run: `crossorigin` as the runtime's own request
 * will have it (the manifest is fetched with CORS, the entry is a plain script), so the cached copy is used.
 */
function prefetchFile(root: Document, href: string, cors: boolean) {
  if (root.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) return;
  const link = root.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  if (cors) link.crossOrigin = 'anonymous';
  root.head.append(link);
}

const USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Resolves at the visitor's first touch, click, key, pointer move or scroll on the page: a visitor who only
 * looks at the page goes nowhere from it, and a phone's main thread is busiest before that.
 */
export function firstUse(root: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const used = () => {
      for (const type of USE_EVENTS) root.removeEventListener(type, used, true);
      resolve();
    };
    for (const type of USE_EVENTS) root.addEventListener(type, used, { capture: true, passive: true });
  });
}

const fetchManifest = (url: string) => fetch(url).then((response) => response.json() as Promise<Manifest>);

/**
 * Fetches other remotes ahead of need, so switching apps does not wait on the network
 * (architecture.md#standalone-remotes). Once the page's own remote is in (`afterPage`) and the browser is idle, every
 * other remote's manifest and entry go into the HTTP cache as `<link rel="prefetch">`, one an idle turn:
 * lowest priority, and never run. Not before the visitor first uses the page (`whenUsed`): each link
 * starts its fetch on the main thread (~1–2 ms a file unthrottled), work a visitor who leaves never needs,
 * and that a phone would otherwise do while it still starts up. When a link into a remote is hovered or
 * focused, the chunks its `./spa` mounts with follow, read from its manifest.
 *
 * Nothing here goes through the Module Federation runtime: a `preloadRemote` still running when the
 * click's `loadRemote` of the same remote began could stall that load (seen in e2e, one run in three).
 * Everything uses the versioned URLs the registry gave this page, so what is fetched is what the next
 * navigation uses; a remote that is down costs nothing here (its slot says so when it is visited).
 * Returns a function that stops listening.
 */
export function prefetchRemotes(entries: RegistryEntry[], options: PrefetchOptions = {}) {
  const {
    whenIdle = defaultWhenIdle,
    readManifest = fetchManifest,
    root = document,
    afterPage,
    whenUsed = firstUse(root),
  } = options;
  const done = new Set<string>();
  const isActive = (entry: RegistryEntry) => ownsPath(entry, window.location.pathname);

  // One file an idle turn: each link starts a fetch on the main thread (~2 ms unthrottled), and all of
  // them in one turn was a long task at the end of a phone's start-up, which Time to Interactive counts.
  const prefetchEntries = () => {
    const files = entries
      .filter((candidate) => !isActive(candidate))
      .flatMap((entry) => [
        { href: entry.manifestUrl, cors: true },
        { href: remoteEntryUrl(entry.manifestUrl), cors: false },
      ]);
    const next = () => {
      const file = files.shift();
      if (!file) return;
      prefetchFile(root, file.href, file.cors);
      whenIdle(next);
    };
    whenIdle(next);
  };
  void Promise.all([afterPage, whenUsed]).then(prefetchEntries);

  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const url = new URL(link.getAttribute('href')!, window.location.href);
    if (url.origin !== window.location.origin) return;
    const entry = entries.find((candidate) => ownsPath(candidate, url.pathname));
    if (!entry || done.has(entry.name) || isActive(entry)) return;
    done.add(entry.name);
    prefetchFile(root, remoteEntryUrl(entry.manifestUrl), false);
    readManifest(entry.manifestUrl).then(
      (manifest) => {
        for (const href of spaChunkUrls(entry.manifestUrl, manifest)) prefetchFile(root, href, false);
      },
      () => {}, // a remote that is down says so in its own slot when it is visited
    );
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
