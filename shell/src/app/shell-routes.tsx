import { ownsPath } from '@fairgo/shared/page';
import { usePlatform } from '@fairgo/shared/platform';
import { NotFound } from '@fairgo/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { LandingPage } from '../pages/landing/landing-page';
import { registryStore } from '../platform/registry-store';
import { usePathname } from '../platform/use-pathname';

/** The pages that belong to no team (ARCHITECTURE §1). */
const SHELL_PAGES: Record<string, ComponentType> = {
  '/': LandingPage,
  '/how-it-works': lazy(
    () => import(/* webpackChunkName: "lazy-how-it-works" */ '../pages/how-it-works/how-it-works-page'),
  ),
  '/terms-and-conditions': lazy(() => import(/* webpackChunkName: "lazy-terms" */ '../pages/terms/terms-page')),
};

/** Renders the shell's page for the path, nothing where a remote owns it, and not-found elsewhere. */
export function ShellRoutes() {
  const pathname = usePathname();
  const { navigate } = usePlatform();
  const { status, entries } = useStore(registryStore);

  const Page = SHELL_PAGES[pathname.replace(/(.)\/$/, '$1')];
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
