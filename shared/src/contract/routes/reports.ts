import { MessageReply } from '../common';
import { OptionalReasonBody, ReasonBody } from '../../tasks/contract';
import { ReportBody, ReportIdParams, ReportsReply, ReviewIdParams } from '../trust';
import type { RouteTable } from '../route';

const REPORT_FAILURES = [400, 401, 403, 404, 409] as const;

/** /api/reports: anyone's reports of a post, task or person, and the admin's answers. */
export const reportsApi = {
  'POST reports': { body: ReportBody, replies: { 201: MessageReply }, failures: [...REPORT_FAILURES, 429] },
  'GET reports': { replies: { 200: ReportsReply }, failures: [401, 403] },
  'POST reports/:reportId/hide': {
    params: ReportIdParams,
    body: ReasonBody,
    replies: { 200: MessageReply },
    failures: REPORT_FAILURES,
  },
  'POST reports/:reportId/suspend': {
    params: ReportIdParams,
    body: ReasonBody,
    replies: { 200: MessageReply },
    failures: REPORT_FAILURES,
  },
  'POST reports/:reportId/dismiss': {
    params: ReportIdParams,
    body: OptionalReasonBody,
    replies: { 200: MessageReply },
    failures: REPORT_FAILURES,
  },
  'POST reports/hideReview/:reviewId': {
    params: ReviewIdParams,
    body: ReasonBody,
    replies: { 200: MessageReply },
    failures: REPORT_FAILURES,
  },
} as const satisfies RouteTable;
