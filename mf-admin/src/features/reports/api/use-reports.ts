import { request } from '@fairgo/shared/api';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';
import { REPORT_ACTIONS } from '../report-texts';

export type ReportAction = keyof typeof REPORT_ACTIONS;

const REPORTS_KEY = ['reports'];

/** The open reports and the standing cancellation requests (GET /api/reports, admins only). */
export function useReports() {
  return useLoad({
    queryKey: REPORTS_KEY,
    queryFn: () => request('GET reports'),
    staleTime: 0,
    failure: FAILURES.loadReports,
  });
}

/**
 * Hides what was reported, suspends its author or dismisses the report; `onResolved` gets what was
 * done, in words, and the reports are loaded again. A 409 explains itself (a profile cannot be
 * hidden, an admin cannot be suspended, already dealt with).
 */
export function useResolveReport(onResolved: (done: string) => void) {
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.actOnReport,
    write: async (reportId: string, action: ReportAction, reason: string) => {
      await request(`POST reports/:reportId/${action}`, { params: { reportId }, json: reason ? { reason } : {} });
      onResolved(REPORT_ACTIONS[action].done);
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}
