import { usePlatform } from '@fairgo/shared/platform';
import { NotFound } from '@fairgo/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { LandingPage } from '../pages/landing/landing-page';
import { ownsPath } from '../platform/owns-path';
import { registryStore } from '../platform/registry-store';

const HowItWorksPage = lazy(() => import('../pages/how-it-works/how-it-works-page'));
const TermsPage = lazy(() => import('../pages/terms/terms-page'));

/** The pages that belong to no team (ARCHITECTURE §1), and not-found for paths no app owns. */
export function ShellRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/how-it-works" element={<HowItWorksPage />} />
        <Route path="/terms-and-conditions" element={<TermsPage />} />
        <Route path="*" element={<UnclaimedPath />} />
      </Routes>
    </Suspense>
  );
}

/** A path that is not the shell's: a remote's (its slot renders it) or nobody's (not found). */
function UnclaimedPath() {
  const { pathname } = useLocation();
  const { navigate } = usePlatform();
  const { status, entries } = useStore(registryStore);
  if (status === 'loading' || entries.some((entry) => ownsPath(entry, pathname))) return null;
  return <NotFound goHome={() => navigate('/')} />;
}
