import { lazy } from 'react';
import { AdminOnlyPage } from '../../lib/admin-only-page';

import { FEEDBACK_LIST_TITLE, NO_ACCESS } from '../../features/feedback-list/feedback-texts';

// Only an administrator downloads the list and what it loads with (TanStack Query, ~10 KB gzipped), so
// /feedback, and /feedbacklist for anyone else, stay light. Nothing else may import the view statically
// (its texts are in feedback-texts.ts): one static import puts it, and TanStack Query, in the start-up chunk.
const AdminFeedback = lazy(() =>
  import('../../features/feedback-list/admin-view').then((view) => ({ default: view.AdminFeedback })),
);

/** /feedbacklist 'All Feedback' (product.md#pages, product.md#records): for administrators only; others are told so. */
export function FeedbackListPage() {
  return (
    <AdminOnlyPage title={FEEDBACK_LIST_TITLE} noAccess={NO_ACCESS} loading="Loading feedback" View={AdminFeedback} />
  );
}
