import type { ReportBody } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** POST /api/reports: anyone signed in reports content to the admins. */
export const fileReport = (report: ReportBody) => request('POST reports', { json: report });
/** GET /api/reports (admins): open reports and cancellation requests nobody answered in 48 hours. */
export const getReports = () => request('GET reports');
/** POST /api/reports/{id}/hide, /suspend or /dismiss (admins). */
export const resolveReport = (reportId: string, action: 'hide' | 'suspend' | 'dismiss', reason: string) =>
  request(`POST reports/:reportId/${action}`, { params: { reportId }, json: reason ? { reason } : {} });
/** POST /api/reports/hideReview/{reviewId} (admins), with the reason. */
export const hideReview = (reviewId: string, reason: string) =>
  request('POST reports/hideReview/:reviewId', { params: { reviewId }, json: { reason } });
