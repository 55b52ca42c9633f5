import { useAction } from '@fairgo/shared/actions';
import { isApiError, resolveReport } from '@fairgo/shared/api';
import type { AdminReport } from '@fairgo/shared/contract';
import { REPORT_SUBJECTS } from '@fairgo/shared/rules';
import { Badge, Box, Button, HStack, Link, shortDate, Stack, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { REPORT_ACTION_FAILED, REPORT_ACTIONS } from './report-texts';

type Action = keyof typeof REPORT_ACTIONS;

/** One open report: what was reported, by whom and why, with the three things an admin can do. */
export function ReportItem({
  report,
  onResolved,
}: {
  report: AdminReport;
  onResolved: (done: string) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const acting = useAction({
    log: 'ADMIN-006 acting on a report',
    run: async (action: Action) => {
      setFailure(null);
      await resolveReport(report._id, action);
      await onResolved(REPORT_ACTIONS[action].done);
    },
    // A 409 explains itself (a profile cannot be hidden, an admin cannot be suspended, already dealt with).
    failed: (error) => setFailure(isApiError(error, 409) ? error.message : REPORT_ACTION_FAILED),
  });
  const actions: Action[] = report.subject === 'profile' ? ['suspend', 'dismiss'] : ['hide', 'suspend', 'dismiss'];
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p={4}
      bg="bg"
      aria-label={`Report of a ${REPORT_SUBJECTS[report.subject]}`}
    >
      <Stack gap={2}>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <HStack gap={2}>
            <Badge colorPalette="red">{REPORT_SUBJECTS[report.subject]}</Badge>
            <Text fontWeight="semibold">{report.reason}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {shortDate(report.createdOn)}
          </Text>
        </HStack>
        <Text
          ps={3}
          borderLeftWidth="3px"
          borderColor="red.300"
          whiteSpace="pre-line"
          lineClamp={4}
          color={report.excerpt ? undefined : 'fg.muted'}
        >
          {report.excerpt || 'The content is no longer there.'}
        </Text>
        {report.note ? <Text fontSize="sm">Note: {report.note}</Text> : null}
        <Text fontSize="sm" color="fg.muted">
          By {report.reportedUser.name} ({report.reportedUser.email}) · reported by {report.reporter.name} (
          {report.reporter.email})
          {report.link ? (
            <>
              {' · '}
              <Link href={report.link} target="_blank" rel="noopener" color="brand.600">
                Open
              </Link>
            </>
          ) : null}
        </Text>
        <HStack wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'dismiss' ? 'outline' : 'solid'}
              colorPalette={action === 'dismiss' ? 'gray' : 'red'}
              loading={acting.busy}
              onClick={() => void acting.run(action)}
            >
              {REPORT_ACTIONS[action].label}
            </Button>
          ))}
        </HStack>
        {failure ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
