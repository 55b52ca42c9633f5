import { lazy } from 'react';
import { REPORTS_NO_ACCESS, REPORTS_TITLE } from '../../features/reports/report-texts';
import { AdminOnlyPage } from '../../lib/admin-only-page';

// Only an administrator downloads the reports and what they load with, as on All Feedback.
const AdminReports = lazy(() =>
  import('../../features/reports/reports-view').then((view) => ({ default: view.AdminReports })),
);

/** /reports: open reports and unanswered cancellations, for administrators only. */
export function ReportsPage() {
  return (
    <AdminOnlyPage title={REPORTS_TITLE} noAccess={REPORTS_NO_ACCESS} loading="Loading reports" View={AdminReports} />
  );
}
