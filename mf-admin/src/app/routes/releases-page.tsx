import { lazy } from 'react';
import { RELEASES_NO_ACCESS, RELEASES_TITLE } from '../../features/releases/release-texts';
import { AdminOnlyPage } from '../../lib/admin-only-page';

// Only an administrator downloads the releases' health and what it loads with.
const AdminReleases = lazy(() =>
  import('../../features/releases/releases-view').then((view) => ({ default: view.AdminReleases })),
);

/** /releases: each remote's versions, canaries and health in browsers, and every move, for administrators only. */
export function ReleasesPage() {
  return (
    <AdminOnlyPage
      title={RELEASES_TITLE}
      noAccess={RELEASES_NO_ACCESS}
      loading="Loading releases"
      View={AdminReleases}
    />
  );
}
