import type { FeedbackBody, FeedbackStatus, SendEmailBody } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** POST /api/feedback (public), and the admins' calls under /api/feedback. */
export const sendFeedback = (feedback: FeedbackBody) => request('POST feedback', { json: feedback });
export const getFeedback = () => request('GET feedback');
export const setFeedbackStatus = (_id: string, status: FeedbackStatus) =>
  request('PUT feedback/status', { json: { _id, status } });
export const getAdminStats = () => request('GET feedback/otherInformation');
export const sendEmailToAllUsers = (mail: SendEmailBody) => request('POST feedback/sendEmail', { json: mail });
