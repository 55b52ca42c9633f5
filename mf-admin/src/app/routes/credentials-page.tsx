import { lazy } from 'react';
import { CREDENTIALS_NO_ACCESS, CREDENTIALS_TITLE } from '../../features/credentials/credential-texts';
import { AdminOnlyPage } from '../../lib/admin-only-page';

// Only an administrator downloads the review and what it loads with, as on Reports.
const AdminCredentials = lazy(() =>
  import('../../features/credentials/credentials-view').then((view) => ({ default: view.AdminCredentials })),
);

/** /credentials: workers' credentials to verify or reject, with their documents; admins only. */
export function CredentialsPage() {
  return (
    <AdminOnlyPage
      title={CREDENTIALS_TITLE}
      noAccess={CREDENTIALS_NO_ACCESS}
      loading="Loading credentials"
      View={AdminCredentials}
    />
  );
}
