import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { migrationStatus } from '../../db/migrate';
import { declared } from '../../lib/declared-route';
import { PROBE_PREFIX } from '../../plugins/object-store';

const HEALTH_WAIT_MS = 2_000;

function answersWithin<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health: readiness (the database answers and its migrations are current, the storage answers;
 * 503 otherwise, so a load balancer sends no traffic here). GET /api/health/live: liveness, the process answers at all.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET health'),
    handler: async (_request, reply) => {
      // A load balancer's probe waits a few seconds at most: a database that is slower is reported down.
      const [status, storage] = await Promise.all([
        answersWithin(HEALTH_WAIT_MS, migrationStatus(app.database)).catch(() => null),
        answersWithin(HEALTH_WAIT_MS, app.store.exists(`${PROBE_PREFIX}ready`)).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
      ]);
      const migrations = !status ? 'unknown' : status.database < status.code ? 'behind' : 'current';
      const ready = migrations === 'current' && storage === 'up';
      const report = {
        status: ready ? ('ok' as const) : ('degraded' as const),
        database: status ? ('up' as const) : ('down' as const),
        migrations,
        databaseKind: app.database.kind,
        storage,
        uptimeSeconds: Math.round(process.uptime()),
      } as const;
      return reply
        .header('Cache-Control', 'no-store')
        .status(ready ? 200 : 503)
        .send(report);
    },
  });

  app.route({
    ...declared(app, 'GET health/live'),
    handler: async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  });
};

export default healthRoutes;
