import { useSession } from '@fairgo/shared/platform';
import { Center, Container, Heading, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { lazy, Suspense } from 'react';
import { REPORTS_NO_ACCESS, REPORTS_TITLE } from '../../features/reports/report-texts';

// Only an administrator downloads the reports and what they load with, as on All Feedback.
const AdminReports = lazy(() =>
  import('../../features/reports/reports-view').then((view) => ({ default: view.AdminReports })),
);

/** /reports (issue 19): open reports and unanswered cancellations, for administrators only. */
export function ReportsPage() {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Heading as="h1" size="2xl">
          {REPORTS_TITLE}
        </Heading>
        {isAdmin ? (
          <Suspense
            fallback={
              <Center py={12}>
                <Spinner color="brand.500" aria-label="Loading reports" />
              </Center>
            }
          >
            <AdminReports />
          </Suspense>
        ) : (
          <Text>{REPORTS_NO_ACCESS}</Text>
        )}
      </Stack>
    </Container>
  );
}
