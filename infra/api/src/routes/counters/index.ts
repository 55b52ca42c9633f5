import type { FastifyPluginAsync } from 'fastify';
import { countOne } from '../../community/counter-store';
import { declared } from '../../lib/declared-route';

/**
 * The fire-and-forget counters of product.md#api-calls: how often people ask for a job, post a job, visit,
 * post a task. Each call adds one, atomically; the answer carries nothing.
 */
export const COUNTERS = {
  'GET askforjobcount': 'askForJob',
  'GET postajobcount': 'postAJob',
  'GET visitorcount': 'visitor',
  'GET postTaskCount': 'postTask',
} as const;

const counterRoutes: FastifyPluginAsync = async (app) => {
  for (const [route, name] of Object.entries(COUNTERS) as [keyof typeof COUNTERS, string][]) {
    app.route({
      ...declared(app, route),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      handler: async (_request, reply) => {
        await countOne(app.db, name);
        return reply.status(204).send();
      },
    });
  }
};

export default counterRoutes;
