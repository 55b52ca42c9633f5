import { QueryRoot } from '@fairgo/shared/queries';
import { Center, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { useFeedback } from './api/use-feedback';
import { FeedbackItem } from './feedback-item';
import { SendEmail } from './send-email';
import { LOAD_FAILED } from './feedback-texts';
import { Stats } from './stats';

function AdminView() {
  const { data, isError } = useFeedback();
  if (isError) return <Text role="alert">{LOAD_FAILED}</Text>;
  if (!data)
    return (
      <Center py={12}>
        <Spinner color="brand.500" aria-label="Loading feedback" />
      </Center>
    );
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
