import { HealthReport } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { migrationStatus } from '../../db/migrate';

/**
 * GET /api/health: readiness (the database answers and its migrations are current; 503 otherwise, so a
 * load balancer sends no traffic here). GET /api/health/live: liveness, the process answers at all.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: HealthReport, 503: HealthReport } } }, async (_request, reply) => {
    const status = await migrationStatus(app.database).catch(() => null);
    const migrations = !status ? 'unknown' : status.database < status.code ? 'behind' : 'current';
    const ready = migrations === 'current';
    const report = {
      status: ready ? ('ok' as const) : ('degraded' as const),
      database: status ? ('up' as const) : ('down' as const),
      migrations,
      databaseKind: app.database.kind,
      uptimeSeconds: Math.round(process.uptime()),
    } as const;
    return reply
      .header('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .send(report);
  });

  app.get('/live', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
};

export default healthRoutes;
