import { PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { request } from '@fairgo/shared/api';
import type { ReportBody } from '@fairgo/shared/contract';
import { useWrite } from '@fairgo/shared/queries';

/** Sends a report to the admins; what a refusal tells is the platform's table's (`PLATFORM_FAILURES.report`). */
export function useFileReport() {
  return useWrite({
    failure: PLATFORM_FAILURES.report,
    write: (report: ReportBody) => request('POST reports', { json: { ...report, note: report.note.trim() } }),
  });
}
