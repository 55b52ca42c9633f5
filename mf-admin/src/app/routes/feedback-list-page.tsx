import { useSession } from '@fairgo/shared/platform';
import { Center, Container, Heading, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { lazy, Suspense } from 'react';

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
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Heading as="h1" size="2xl">
          {FEEDBACK_LIST_TITLE}
        </Heading>
        {isAdmin ? (
          <Suspense
            fallback={
              <Center py={12}>
                <Spinner color="brand.500" aria-label="Loading feedback" />
              </Center>
            }
          >
            <AdminFeedback />
          </Suspense>
        ) : (
          <Text>{NO_ACCESS}</Text>
        )}
      </Stack>
    </Container>
  );
}
