import { MessageReply } from '../common';
import { Notifications } from '../community';
import type { RouteTable } from '../route';

/** /api/notifications and /api/markAllNotificationsRead: the bell. */
export const notificationsApi = {
  'GET notifications': { replies: { 200: Notifications }, failures: [401] },
  'GET markAllNotificationsRead': { replies: { 200: MessageReply }, failures: [401] },
} as const satisfies RouteTable;
