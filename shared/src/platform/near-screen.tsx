import {
  createContext,
  Fragment,
  startTransition,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';

/** True inside a React root that adopts the page it was served with (`createConcurrentRoot`). */
export const AdoptingServedPage = createContext(false);

const noSubscription = () => () => {};
/** True in the render that adopts served HTML: React reads a store's server snapshot only then. */
function useAdopting() {
  const inAdoptingRoot = useContext(AdoptingServedPage);
  const serverSnapshot = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return inAdoptingRoot && serverSnapshot;
}

interface Signal {
  promise: Promise<void>;
  resolve: () => void;
}
function signal(): Signal {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Calls `then` once `element` comes within a screen's height of the viewport (above or below it);
 * returns what stops watching. The one way the site tells "near the screen", for served content
 * adopted late and for content rendered late.
 */
export function whenNearScreen(element: Element, then: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the element `ref` is put on has come near the screen (`whenNearScreen`): true from the start
 * when `now`, and for good once it has. For content below the fold that a first render should not pay
 * for (each listing card after the first few).
 */
export function useNearScreen<T extends Element>(now: boolean): [near: boolean, ref: RefObject<T | null>] {
  const [near, setNear] = useState(now);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (near || !ref.current) return;
    return whenNearScreen(ref.current, () => startTransition(() => setNear(true)));
  }, [near]);
  return [near || now, ref];
}

/** A count by the screen's width, as a grid's `columns`: from Chakra's `md` (48em) and `xl` (80em) up. */
export interface ByScreenWidth {
  base: number;
  md?: number;
  xl?: number;
}

/** `count` for this screen (its widest breakpoint reached); `base` where there is no screen (the prerender). */
export function forScreenWidth(count: ByScreenWidth): number {
  if (typeof window === 'undefined') return count.base;
  if (count.xl !== undefined && window.matchMedia('(min-width: 80em)').matches) return count.xl;
  if (count.md !== undefined && window.matchMedia('(min-width: 48em)').matches) return count.md;
  return count.base;
}

/**
 * A list of cards drawn as `useNearScreen` tells: the first `atOnce` in full at once (the first screen's,
 * by the screen's width), each other one when it comes near the screen, and every one once focus is in
 * the list, so Tab meets each card's controls in order (a keyboard user would otherwise skip the cards
 * not drawn yet). Put `onFocus` on the list's element and pass each card `now(index)`. A card in full is
 * tens of styled elements, and the cards drawn at once are one commit a phone cannot slice.
 */
export function useCardsNearScreen(atOnce: ByScreenWidth) {
  const [first] = useState(() => forScreenWidth(atOnce));
  const [focused, setFocused] = useState(false);
  return {
    now: (index: number) => focused || index < first,
    onFocus: focused ? undefined : () => setFocused(true),
  };
}

/** Holds its boundary's adoption until `near` resolves: React keeps the served elements until then. */
function Gate({ near }: { near: Promise<void> | null }) {
  if (near) use(near);
  return null;
}

/**
 * `children` in a boundary React adopts (hydrates) only once `until` resolves, at once without one;
 * until then it leaves the served elements as they are, painted and readable but without their
 * handlers. The boundary's element is memoised: a render of its owner before adoption (its store's
 * snapshot turning from the server's) must not update the boundary, or React would render it anew,
 * dropping the served elements. So nothing inside may read a context whose value changes before then.
 */
function useAdoptedWhen(until: Signal | null, children: ReactNode) {
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <Gate near={until?.promise ?? null} />
        {children}
      </Suspense>
    ),
    [until, children],
  );
}

/**
 * Served content below the fold, adopted only when it comes within a screen's height of the viewport
 * (`useAdoptedWhen`): on a phone most of a long page is below the fold, and adopting it was most of the
 * first render's style work (Chakra resolves every element's styles as it renders). Rendered in the
 * browser (a page opened by navigation), it renders at once.
 */
export function AdoptNearScreen({ children }: { children: ReactNode }) {
  const adopting = useAdopting();
  const [near] = useState(() => (adopting ? signal() : null));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!near || !element) return;
    return whenNearScreen(element, near.resolve);
  }, [near]);
  return <div ref={box}>{useAdoptedWhen(near, children)}</div>;
}

/** A gate that never opens: served content that is never adopted, only replaced. */
const NEVER: Signal = { promise: new Promise<void>(() => {}), resolve: () => {} };

/**
 * Served content that a narrower screen hides (Chakra's `hideBelow`), adopted only where the screen is
 * `minWidth` wide: a phone adopts none of what it does not show (the filter panel, whose filters it
 * opens in a dialog of their own). If the screen then widens (a tablet turned), the content is rendered
 * anew, not adopted: what it shows may have changed since it was served (a filter chosen in the dialog).
 * Rendered in the browser (a page opened by navigation), or on a screen that shows it, it is adopted
 * or rendered at once.
 */
export function AdoptWhenShown({ minWidth, children }: { minWidth: string; children: ReactNode }) {
  const adopting = useAdopting();
  const query = `(min-width: ${minWidth})`;
  const [hiddenAtStart] = useState(() => adopting && !window.matchMedia(query).matches);
  const [widened, setWidened] = useState(false);
  useEffect(() => {
    if (!hiddenAtStart) return;
    const media = window.matchMedia(query);
    const change = () => {
      if (media.matches) setWidened(true);
    };
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, [hiddenAtStart, query]);
  const served = useAdoptedWhen(hiddenAtStart ? NEVER : null, children);
  // Another element than the boundary: React drops the served elements and renders these.
  return widened ? <Fragment key="rendered">{children}</Fragment> : served;
}
