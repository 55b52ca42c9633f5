/**
 * Where each page of the session was scrolled to. A move to a new path starts at the top, whether
 * it adds an entry or replaces the current one (a form that sends on to its result); Back and
 * Forward return to where the person was, once the page has grown tall enough again (a remote's
 * content arrives after the route changes, so the browser's own restoration would land short).
 * A change of the query alone (a filter) keeps the place.
 *
 * Built on the Navigation API, whose entries have stable keys for pushState and traversals alike;
 * a browser without it keeps its own restoration.
 */
interface NavigationEntry {
  key: string;
  url: string | null;
}
interface EntryChange extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse' | null;
  from: NavigationEntry;
}
interface NavigationLike extends EventTarget {
  currentEntry: NavigationEntry | null;
}

/** How long a restoration waits for the page to grow tall enough before it gives up. */
const RESTORE_WITHIN_MS = 3_000;

const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

export function rememberScrollPositions(win: Window = window) {
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation;
  if (!navigation) return;
  win.history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  const record = () => {
    const key = navigation.currentEntry?.key;
    if (key) positions.set(key, win.scrollY);
  };
  let pending = false;
  win.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      win.requestAnimationFrame(() => {
        pending = false;
        record();
      });
    },
    { passive: true },
  );

  let stopRestoring = () => {};
  navigation.addEventListener('currententrychange', (event) => {
    const { navigationType, from } = event as EntryChange;
    // The page left is still on screen: its place is the one to come back to.
    positions.set(from.key, win.scrollY);
    stopRestoring();
    const to = navigation.currentEntry;
    const newPage =
      (navigationType === 'push' || navigationType === 'replace') && pathOf(from.url) !== pathOf(to?.url ?? null);
    if (newPage) win.scrollTo(0, 0);
    if (navigationType === 'traverse' && to) stopRestoring = restore(win, positions.get(to.key) ?? 0);
  });
}

/** Scrolls to `top` as soon as the page is tall enough; a person's own scroll or wheel ends the wait. */
function restore(win: Window, top: number): () => void {
  const attempt = () => {
    win.scrollTo(0, top);
    return Math.abs(win.scrollY - top) < 2;
  };
  if (attempt()) return () => {};
  const grown = new ResizeObserver(() => attempt() && stop());
  const stop = () => {
    grown.disconnect();
    clearTimeout(timer);
    win.removeEventListener('wheel', stop);
    win.removeEventListener('touchstart', stop);
    win.removeEventListener('keydown', stop);
  };
  const timer = setTimeout(stop, RESTORE_WITHIN_MS);
  grown.observe(win.document.body);
  win.addEventListener('wheel', stop, { passive: true });
  win.addEventListener('touchstart', stop, { passive: true });
  win.addEventListener('keydown', stop);
  return stop;
}
