import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declared } from '../../lib/declared-route';

const LIMIT = 50;

/**
 * The bell's calls (spec §3, §7): GET /api/notifications (the caller's own, newest first) and
 * GET /api/markAllNotificationsRead (fired when the bell opens). Task events write them.
 */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...declared(app, 'GET notifications'),
    handler: async (request) => {
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
    },
  });

  app.route({
    ...declared(app, 'GET markAllNotificationsRead'),
    handler: async (request) => {
      await app.db
        .updateTable('notifications')
        .set({ is_read: true })
        .where('user_id', '=', request.user!.id)
        .where('is_read', '=', false)
        .execute();
      return { message: 'All notifications marked as read' };
    },
  });
};

export default notificationRoutes;
