import { ownsPath, pagePath, pagesOnDemand } from '@fairgo/shared/page';
import { usePlatform } from '@fairgo/shared/platform';
import { NotFound } from '@fairgo/shared/ui';
import { memo, Suspense, type ComponentType } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { useStore } from 'zustand';
import { registryStore } from '../platform/registry-store';

/**
 * The pages that belong to no team (architecture.md#what-runs-and-who-owns-it), each on demand: the landing page too, as every
 * other route would otherwise download it (about 3 KB gzipped, which /register's budget cannot spare);
 * on '/' it is preloaded with the shell's start-up, before React renders over the prerendered page.
 */
export const shellPages = pagesOnDemand({
  '/': () =>
    import(/* webpackChunkName: "lazy-landing" */ '../pages/landing/landing-page').then((page) => page.LandingPage),
  '/how-it-works': () =>
    import(/* webpackChunkName: "lazy-how-it-works" */ '../pages/how-it-works/how-it-works-page').then(
      (page) => page.default,
    ),
  '/terms-and-conditions': () =>
    import(/* webpackChunkName: "lazy-terms" */ '../pages/terms/terms-page').then((page) => page.default),
});

/**
 * Loads the shell's page for a path before React first renders it, so a prerendered page is
 * rendered over by the same page at once (a lazy one would show its fallback in between).
 */
export const preloadShellPage = shellPages.preload;

/**
 * A page of the shell's, rendered again only when it is another page: the registry and the session
 * arrive just after the page is hydrated, and each would otherwise render the whole page anew, at once
 * (a store's update is synchronous), in one long task.
 */
const ShellPage = memo(function ShellPage({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
});

/** Renders the shell's page for the path, nothing where a remote owns it, and not-found elsewhere. */
export function ShellRoutes() {
  const pathname = usePathname();
  const { navigate } = usePlatform();
  const { status, entries } = useStore(registryStore);

  const Page = shellPages.pages[pagePath(pathname)];
  if (Page) return <ShellPage Page={Page} />;
  if (status === 'loading' || entries.some((entry) => ownsPath(entry, pathname))) return null;
  return <NotFound goHome={() => navigate('/')} />;
}
