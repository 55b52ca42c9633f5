import { HealthReport } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';

/** GET /api/health: the API, and whether its database answers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: HealthReport, 503: HealthReport } } }, async (_request, reply) => {
    const databaseUp = await sql`select 1`.execute(app.db).then(
      () => true,
      () => false,
    );
    const report = {
      status: databaseUp ? ('ok' as const) : ('degraded' as const),
      database: databaseUp ? ('up' as const) : ('down' as const),
      databaseKind: app.database.kind,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return reply.status(databaseUp ? 200 : 503).send(report);
  });
};

export default healthRoutes;
