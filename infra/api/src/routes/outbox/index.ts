import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declared } from '../../lib/declared-route';

/** GET /api/outbox: the mail provider's outbox, readable by admins (ARCHITECTURE §3). */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET outbox'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      let select = app.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100);
      if (request.query.to) select = select.where('to_email', '=', request.query.to.trim().toLowerCase());
      const rows = await select.execute();
      return rows.map((row) => ({
        to: row.to_email,
        subject: row.subject,
        text: row.text_body,
        kind: row.kind,
        createdAt: row.created_at.toISOString(),
      }));
    },
  });
};

export default outboxRoutes;
