import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { latestMail } from '../../mail/outbox-store';
import { declared } from '../../lib/declared-route';

/** GET /api/outbox: the mail queue, readable by admins (architecture.md#the-api): what was sent, waits, or failed. */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET outbox'),
    onRequest: app.requireAdmin,
    handler: async (request) => latestMail(app.db, request.query),
  });
};

export default outboxRoutes;
