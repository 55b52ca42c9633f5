import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { markAllRead, notificationsOf } from '../../community/notification-store';
import { declared } from '../../lib/declared-route';

/**
 * The bell's calls (product.md#records, product.md#api-calls): GET /api/notifications (the caller's own, newest first) and
 * GET /api/markAllNotificationsRead (fired when the bell opens). Task events write them.
 */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...declared(app, 'GET notifications'),
    handler: async (request) => notificationsOf(app.db, request.user!.id),
  });

  app.route({
    ...declared(app, 'GET markAllNotificationsRead'),
    handler: async (request) => {
      await markAllRead(app.db, request.user!.id);
      return { message: 'All notifications marked as read' };
    },
  });
};

export default notificationRoutes;
