import { useAction } from '@fairgo/shared/actions';
import { getReports, resolveReport } from '@fairgo/shared/api/reports';
import { isApiError } from '@fairgo/shared/api';
import { useQuery, useQueryClient } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';
import { REPORT_ACTION_FAILED, REPORT_ACTIONS } from '../report-texts';

export type ReportAction = keyof typeof REPORT_ACTIONS;

const REPORTS_KEY = ['reports'];

/** The open reports and the standing cancellation requests (GET /api/reports, admins only). */
export function useReports() {
  return useQuery({
    queryKey: REPORTS_KEY,
    queryFn: getReports,
    staleTime: 0,
    meta: { log: FAILURES.loadReports },
  });
}

/**
 * Hides what was reported, suspends its author or dismisses the report; `onResolved` gets what was
 * done, in words, and the reports are loaded again. A 409 explains itself (a profile cannot be
 * hidden, an admin cannot be suspended, already dealt with).
 */
export function useResolveReport(onResolved: (done: string) => void) {
  const queryClient = useQueryClient();
  return useAction({
    log: FAILURES.actOnReport,
    run: async (reportId: string, action: ReportAction, reason: string) => {
      await resolveReport(reportId, action, reason);
      onResolved(REPORT_ACTIONS[action].done);
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
    failed: (error) => (isApiError(error, 409) ? error.message : REPORT_ACTION_FAILED),
  });
}
