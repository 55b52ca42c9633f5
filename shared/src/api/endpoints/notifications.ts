import { request } from '@fairgo/shared/api';

/** GET /api/notifications: the signed-in user's own (product.md#api-calls). */
export const getNotifications = () => request('GET notifications');
/** GET /api/markAllNotificationsRead: fired when the bell opens. */
export const markAllNotificationsRead = () => request('GET markAllNotificationsRead');
