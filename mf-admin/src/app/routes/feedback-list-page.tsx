import { useSession } from '@fairgo/shared/platform';
import { QueryRoot } from '@fairgo/shared/queries';
import { Center, Container, Heading, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { useFeedback } from '../../features/feedback-list/api/use-feedback';
import { FeedbackItem } from '../../features/feedback-list/feedback-item';
import { SendEmail } from '../../features/feedback-list/send-email';
import { Stats } from '../../features/feedback-list/stats';

export { EMAIL_SENT } from '../../features/feedback-list/send-email';
export const FEEDBACK_LIST_TITLE = 'All Feedback';
export const NO_ACCESS = 'You do not have access to this page. Only administrators can see all feedback.';
export const LOAD_FAILED = 'The feedback could not be loaded. Please try again later.';

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

/** /feedbacklist 'All Feedback' (spec §2, §3): for administrators only; others are told so. */
export function FeedbackListPage() {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Heading as="h1" size="2xl">
          {FEEDBACK_LIST_TITLE}
        </Heading>
        {isAdmin ? (
          <QueryRoot>
            <AdminView />
          </QueryRoot>
        ) : (
          <Text>{NO_ACCESS}</Text>
        )}
      </Stack>
    </Container>
  );
}
