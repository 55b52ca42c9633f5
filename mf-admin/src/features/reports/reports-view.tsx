import { QueryRoot } from '@fairgo/shared/queries';
import { Box, FormAlert, Heading, Link, shortDate, Stack, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { Loaded } from '../../lib/loaded';
import { useReports } from './api/use-reports';
import { Reconciliation } from './reconciliation';
import { ReportItem } from './report-item';
import { NO_OPEN_REPORTS, NO_STANDING_CANCELLATIONS } from './report-texts';

function ReportsList() {
  const query = useReports();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Loaded query={query} loading="Loading reports">
      {(data) => (
        <Stack gap={8}>
          <FormAlert status="success">{done}</FormAlert>
          <Stack gap={3}>
            <Heading as="h2" size="lg">
              Open reports ({data.reports.length})
            </Heading>
            {data.reports.length === 0 ? (
              <Text color="fg.muted">{NO_OPEN_REPORTS}</Text>
            ) : (
              <Stack as="ul" gap={3} listStyleType="none" aria-label="Open reports">
                {data.reports.map((report) => (
                  <ReportItem key={report._id} report={report} onResolved={setDone} />
                ))}
              </Stack>
            )}
          </Stack>
          <Stack gap={3}>
            <Heading as="h2" size="lg">
              Cancellations waiting over 48 hours
            </Heading>
            {data.standingCancellations.length === 0 ? (
              <Text color="fg.muted">{NO_STANDING_CANCELLATIONS}</Text>
            ) : (
              <Stack as="ul" gap={3} listStyleType="none" aria-label="Unanswered cancellation requests">
                {data.standingCancellations.map((request) => (
                  <Box as="li" key={request.taskId} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
                    <Text fontWeight="semibold">
                      <Link href={`/tasks/task/${request.taskId}`} target="_blank" rel="noopener" color="brand.700">
                        {request.taskTitle}
                      </Link>
                    </Text>
                    <Text fontSize="sm">
                      {request.requestedBy} asked {request.otherSide} to cancel on {shortDate(request.createdOn)}:{' '}
                      {request.reason}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </Loaded>
  );
}

/** What an administrator sees on Reports, with the query client its data loads through. */
export function AdminReports() {
  return (
    <QueryRoot>
      <Stack gap={8}>
        <ReportsList />
        <Reconciliation />
      </Stack>
    </QueryRoot>
  );
}
