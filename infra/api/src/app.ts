import Fastify, { type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiConfig } from './config';
import { errorHandler } from './plugins/error-handler';
import healthRoutes from './routes/health/index';
import registryRoutes from './routes/registry/index';

/** Builds the API: our plugins first, then the routes by resource, all under /api. */
export async function buildApp(config: ApiConfig, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    ...options,
  });
  app.setErrorHandler(errorHandler);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(registryRoutes, { prefix: '/registry', config });
    },
    { prefix: '/api' },
  );
  return app;
}
