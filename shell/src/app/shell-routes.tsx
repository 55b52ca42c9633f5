import { ownsPath, pagePath } from '@fairgo/shared/page';
import { usePlatform } from '@fairgo/shared/platform';
import { NotFound } from '@fairgo/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { LandingPage } from '../pages/landing/landing-page';
import { registryStore } from '../platform/registry-store';
import { usePathname } from '../platform/use-pathname';

type PageModule = { default: ComponentType };

/** The pages that belong to no team (ARCHITECTURE §1), besides the landing page: loaded on demand. */
export const LAZY_SHELL_PAGES: Record<string, () => Promise<PageModule>> = {
  '/how-it-works': () => import(/* webpackChunkName: "lazy-how-it-works" */ '../pages/how-it-works/how-it-works-page'),
  '/terms-and-conditions': () => import(/* webpackChunkName: "lazy-terms" */ '../pages/terms/terms-page'),
};
/** Each page by path: lazy until `preloadShellPage` has loaded it. */
const SHELL_PAGES: Record<string, ComponentType> = {
  '/': LandingPage,
  ...Object.fromEntries(Object.entries(LAZY_SHELL_PAGES).map(([path, load]) => [path, lazy(load)])),
};

/**
 * Loads the shell's page for a path before React first renders it, so a prerendered page is
 * rendered over by the same page at once (a lazy one would show its fallback in between).
 */
export async function preloadShellPage(pathname: string) {
  const path = pagePath(pathname);
  const load = LAZY_SHELL_PAGES[path];
  if (load) SHELL_PAGES[path] = (await load()).default;
}

/** Renders the shell's page for the path, nothing where a remote owns it, and not-found elsewhere. */
export function ShellRoutes() {
  const pathname = usePathname();
  const { navigate } = usePlatform();
  const { status, entries } = useStore(registryStore);

  const Page = SHELL_PAGES[pagePath(pathname)];
  if (Page) {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  }
  if (status === 'loading' || entries.some((entry) => ownsPath(entry, pathname))) return null;
  return <NotFound goHome={() => navigate('/')} />;
}
