import { useAction, PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { fileReport } from '@fairgo/shared/api/reports';
import { isApiError } from '@fairgo/shared/api';
import type { ReportBody } from '@fairgo/shared/contract';

const REPORT_FAILED = 'Your report could not be sent. Please try again.';

/**
 * Sends a report to the admins. The server's words are the person's when they apply: a 409 says it
 * was reported already, a 403 that it is one's own, a 404 that it is gone.
 */
export function useFileReport() {
  return useAction({
    log: PLATFORM_FAILURES.report,
    run: (report: ReportBody) => fileReport({ ...report, note: report.note.trim() }),
    failed: (error) => (isApiError(error) && [403, 404, 409].includes(error.status) ? error.message : REPORT_FAILED),
  });
}
