import { PageFrame } from '@fairgo/shared/ui';

export const FEEDBACK_LIST_TITLE = 'All Feedback';

export function FeedbackListPage() {
  return <PageFrame title={FEEDBACK_LIST_TITLE} intro="What users have told us, and how many of them there are." />;
}
