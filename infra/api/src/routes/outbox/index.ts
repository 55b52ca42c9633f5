import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { latestMail } from '../../mail/outbox-store';
import { declared } from '../../lib/declared-route';

/** GET /api/outbox: the mail provider's outbox, readable by admins (ARCHITECTURE §3). */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET outbox'),
    onRequest: app.requireAdmin,
    handler: async (request) => latestMail(app.db, request.query.to),
  });
};

export default outboxRoutes;
