import { QueryRoot } from '@fairgo/shared/queries';
import { Stack, Text } from '@fairgo/shared/ui';
import { Loaded } from '../../lib/loaded';
import { useFeedback } from './api/use-feedback';
import { FeedbackItem } from './feedback-item';
import { SendEmail } from './send-email';
import { Stats } from './stats';

function AdminView() {
  return (
    <Loaded query={useFeedback()} loading="Loading feedback">
      {(data) => <FeedbackList data={data} />}
    </Loaded>
  );
}

function FeedbackList({ data }: { data: NonNullable<ReturnType<typeof useFeedback>['data']> }) {
  return (
    <Stack gap={6}>
      <Stats stats={data.stats} />
      <SendEmail />
      {data.feedback.length === 0 ? (
        <Text color="fg.muted">No feedback yet.</Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none" aria-label="Feedback">
          {data.feedback.map((feedback) => (
            <FeedbackItem key={feedback._id} feedback={feedback} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** What an administrator sees on All Feedback, with the query client its data loads through. */
export function AdminFeedback() {
  return (
    <QueryRoot>
      <AdminView />
    </QueryRoot>
  );
}
