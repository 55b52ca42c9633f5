import type { HealthReport } from '@fairgo/shared/contract';
import type { FastifyPluginAsync } from 'fastify';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: HealthReport }>(
    '/',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'database', 'uptimeSeconds'],
            properties: {
              status: { type: 'string', enum: ['ok', 'degraded'] },
              database: { type: 'string', enum: ['up', 'down', 'not-configured'] },
              uptimeSeconds: { type: 'number' },
            },
          },
        },
      },
    },
    async () => ({ status: 'ok', database: 'not-configured', uptimeSeconds: Math.round(process.uptime()) }),
  );
};

export default healthRoutes;
