import { PageFrame } from '@fairgo/shared/ui';

export const FEEDBACK_TITLE = 'Feedback';

export function FeedbackPage() {
  return (
    <PageFrame
      title={FEEDBACK_TITLE}
      intro="Tell us what works, what does not, or a role or suburb you would like to see."
    />
  );
}
