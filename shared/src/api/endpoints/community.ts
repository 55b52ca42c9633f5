import type {
  AdminStats,
  Feedback,
  FeedbackBody,
  FeedbackStatus,
  MessageReply,
  NewsItem,
  NewUsersImages,
  Notification,
  SendEmailBody,
  SendEmailReply,
} from '@fairgo/shared/contract';
import { request } from '../client';

/** GET /api/notifications: the signed-in user's own (spec §7). */
export const getNotifications = () => request<Notification[]>('notifications');
/** GET /api/markAllNotificationsRead: fired when the bell opens. */
export const markAllNotificationsRead = () => request<MessageReply>('markAllNotificationsRead');

/** POST /api/addEmailIntoNewsletter */
export const subscribeToNewsletter = (email: string) =>
  request<MessageReply>('addEmailIntoNewsletter', { method: 'post', json: { email } });

/** GET /api/news and GET /api/getNewUsersImages: the landing page's lists. */
export const getNews = () => request<NewsItem[]>('news');
export const getNewUsersImages = () => request<NewUsersImages>('getNewUsersImages');

/** POST /api/feedback (public), and the admins' calls under /api/feedback. */
export const sendFeedback = (feedback: FeedbackBody) =>
  request<MessageReply>('feedback', { method: 'post', json: feedback });
export const getFeedback = () => request<Feedback[]>('feedback');
export const setFeedbackStatus = (_id: string, status: FeedbackStatus) =>
  request<MessageReply>('feedback/status', { method: 'put', json: { _id, status } });
export const getAdminStats = () => request<AdminStats>('feedback/otherInformation');
export const sendEmailToAllUsers = (mail: SendEmailBody) =>
  request<SendEmailReply>('feedback/sendEmail', { method: 'post', json: mail });
