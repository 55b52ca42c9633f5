import { MessageReply, Notifications } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const LIMIT = 50;

/**
 * The bell's calls (spec §3, §7): GET /api/notifications (the caller's own, newest first) and
 * GET /api/markAllNotificationsRead (fired when the bell opens). Task events write them.
 */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/notifications', { schema: { response: { 200: Notifications } } }, async (request) => {
    const rows = await app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', request.user!.id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(LIMIT)
      .execute();
    return rows.map((row) => ({
      _id: row.id,
      message: row.message,
      ...(row.action_url ? { actionURL: row.action_url } : {}),
      createdOn: row.created_at.toISOString(),
      isRead: row.is_read,
    }));
  });

  app.get('/markAllNotificationsRead', { schema: { response: { 200: MessageReply } } }, async (request) => {
    await app.db
      .updateTable('notifications')
      .set({ is_read: true })
      .where('user_id', '=', request.user!.id)
      .where('is_read', '=', false)
      .execute();
    return { message: 'All notifications marked as read' };
  });
};

export default notificationRoutes;
