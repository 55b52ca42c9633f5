import type { AdminReport } from '@fairgo/shared/contract';
import { REPORT_SUBJECTS } from '@fairgo/shared/rules';
import { Badge, Box, Button, ConfirmStep, HStack, Link, shortDate, Stack, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { useResolveReport, type ReportAction } from './api/use-reports';
import { HISTORY_OUTCOMES, REPORT_ACTIONS, REPORT_REASON_LABEL } from './report-texts';

/**
 * One open report: what was reported, by whom and why, what admins did about the same user before,
 * and the three things an admin can do, each confirmed first, hiding and suspending with a reason.
 */
export function ReportItem({ report, onResolved }: { report: AdminReport; onResolved: (done: string) => void }) {
  const [confirming, setConfirming] = useState<ReportAction | null>(null);
  const acting = useResolveReport(onResolved);
  const { failure } = acting;
  const actions: ReportAction[] =
    report.subject === 'profile' ? ['suspend', 'dismiss'] : ['hide', 'suspend', 'dismiss'];
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
        {report.history.length > 0 ? (
          <Box
            as="ul"
            fontSize="sm"
            ps={4}
            listStyleType="disc"
            aria-label={`Earlier reports of ${report.reportedUser.name}`}
          >
            {report.history.map((earlier) => (
              <li key={`${earlier.resolvedOn}${earlier.status}`}>
                {HISTORY_OUTCOMES[earlier.status]} on {shortDate(earlier.resolvedOn)} by {earlier.resolvedBy}
                {earlier.reason ? `: ${earlier.reason}` : ''}
              </li>
            ))}
          </Box>
        ) : null}
        {confirming ? (
          <ConfirmStep
            text={REPORT_ACTIONS[confirming].confirm}
            reason={{ label: REPORT_REASON_LABEL, required: REPORT_ACTIONS[confirming].reasonRequired }}
            confirm={`Confirm: ${REPORT_ACTIONS[confirming].label.toLowerCase()}`}
            palette={confirming === 'dismiss' ? 'gray' : 'red'}
            busy={acting.busy}
            onBack={() => setConfirming(null)}
            onConfirm={(reason) => void acting.run(report._id, confirming, reason)}
          />
        ) : (
          <HStack wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'dismiss' ? 'outline' : 'solid'}
                colorPalette={action === 'dismiss' ? 'gray' : 'red'}
                onClick={() => setConfirming(action)}
              >
                {REPORT_ACTIONS[action].label}
              </Button>
            ))}
          </HStack>
        )}
        {failure ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
