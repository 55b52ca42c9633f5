import { MessageReply } from '../common';
import {
  AdminStats,
  FeedbackBody,
  FeedbackList,
  FeedbackStatusBody,
  SendEmailBody,
  SendEmailReply,
} from '../community';
import type { RouteTable } from '../route';

/** /api/feedback: anyone's feedback, and the admin's reading of it, its statistics and e-mail to every user. */
export const feedbackApi = {
  'POST feedback': { body: FeedbackBody, replies: { 201: MessageReply }, failures: [400, 429] },
  'GET feedback': { replies: { 200: FeedbackList }, failures: [401, 403] },
  'PUT feedback/status': { body: FeedbackStatusBody, replies: { 200: MessageReply }, failures: [400, 401, 403, 404] },
  'GET feedback/otherInformation': { replies: { 200: AdminStats }, failures: [401, 403] },
  'POST feedback/sendEmail': { body: SendEmailBody, replies: { 200: SendEmailReply }, failures: [400, 401, 403] },
} as const satisfies RouteTable;
