import { createElement, lazy, useState, type ComponentType } from 'react';
import { pagePath } from './page-path';

/** Loads one page's component, in a chunk of its own. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * An app's pages by path, each downloaded when it is first shown: a route then loads only its own
 * page and the shared entries that page uses (/login no longer downloads the register form's
 * combobox or the profile's dialogs).
 *
 * `pages[path]` is lazy until `preload` has loaded it. The remote's mount (createRemoteLifecycles), the
 * shell's start-up and the prerender at release time preload the page of the current path, so a
 * prerendered page is rendered over by the same page at once, with no fallback in between.
 */
export function pagesOnDemand<Path extends string>(
  loaders: Record<Path, PageLoader>,
  eager: Partial<Record<string, ComponentType>> = {},
) {
  const pages: Partial<Record<string, ComponentType>> = { ...eager };
  for (const [path, load] of Object.entries<PageLoader>(loaders)) {
    pages[path] = lazy(async () => ({ default: await load() }));
  }
  /** Loads the page of `pathname` (if it is one of these) before it is rendered. */
  async function preload(pathname: string) {
    const path = pagePath(pathname);
    const load = (loaders as Partial<Record<string, PageLoader>>)[path];
    if (load) pages[path] = await load();
  }
  return {
    pages: pages as Record<Path, ComponentType> & Partial<Record<string, ComponentType>>,
    /** The paths whose page loads on demand. */
    onDemand: Object.keys(loaders) as Path[],
    preload,
    /** Every page loaded, for tests that render them at once. */
    preloadAll: () => Promise.all(Object.keys(loaders).map(preload)).then(() => undefined),
  };
}

/**
 * A part of a page downloaded when it is first shown, in a chunk of its own (the footer's newsletter
 * signup, which alone on the shell's pages writes, and so needs the query client). `preload` loads it
 * ahead: a render after it (the prerender) renders the part itself. Before that it is React's `lazy`:
 * under a Suspense boundary, the served page keeps the part's elements as they are, painted and
 * readable, until its chunk has come, then adopts them. Each rendered instance keeps the component
 * it started with, so a preload that lands meanwhile never swaps it (which would drop its state).
 */
export function partOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(async () => ({ default: (loaded ??= await load()) }));
  function PartOnDemand(props: Props) {
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Part, props);
  }
  return {
    Part: PartOnDemand,
    preload: async () => {
      loaded ??= await load();
    },
  };
}
