import { lazy } from 'react';
import { AdminOnlyPage } from '../../lib/admin-only-page';

export { EMAIL_SENT } from '../../features/feedback-list/send-email';
export { LOAD_FAILED } from '../../features/feedback-list/admin-view';
export const FEEDBACK_LIST_TITLE = 'All Feedback';
export const NO_ACCESS = 'You do not have access to this page. Only administrators can see all feedback.';

// Only an administrator downloads the list and what it loads with (TanStack Query, ~10 KB gzipped), so
// /feedback, and /feedbacklist for anyone else, stay light.
const AdminFeedback = lazy(() =>
  import('../../features/feedback-list/admin-view').then((view) => ({ default: view.AdminFeedback })),
);

/** /feedbacklist 'All Feedback' (spec §2, §3): for administrators only; others are told so. */
export function FeedbackListPage() {
  return (
    <AdminOnlyPage title={FEEDBACK_LIST_TITLE} noAccess={NO_ACCESS} loading="Loading feedback" View={AdminFeedback} />
  );
}
