import { ownsPath, pagePath, pagesOnDemand } from '@fairgo/shared/page';
import { usePlatform } from '@fairgo/shared/platform';
import { NotFound } from '@fairgo/shared/ui';
import { Suspense } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { useStore } from 'zustand';
import { LandingPage } from '../pages/landing/landing-page';
import { registryStore } from '../platform/registry-store';

/** The pages that belong to no team (ARCHITECTURE §1): the landing page, and the others on demand. */
export const shellPages = pagesOnDemand(
  {
    '/how-it-works': () =>
      import(/* webpackChunkName: "lazy-how-it-works" */ '../pages/how-it-works/how-it-works-page').then(
        (page) => page.default,
      ),
    '/terms-and-conditions': () =>
      import(/* webpackChunkName: "lazy-terms" */ '../pages/terms/terms-page').then((page) => page.default),
  },
  { '/': LandingPage },
);

/**
 * Loads the shell's page for a path before React first renders it, so a prerendered page is
 * rendered over by the same page at once (a lazy one would show its fallback in between).
 */
export const preloadShellPage = shellPages.preload;

/** Renders the shell's page for the path, nothing where a remote owns it, and not-found elsewhere. */
export function ShellRoutes() {
  const pathname = usePathname();
  const { navigate } = usePlatform();
  const { status, entries } = useStore(registryStore);

  const Page = shellPages.pages[pagePath(pathname)];
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
