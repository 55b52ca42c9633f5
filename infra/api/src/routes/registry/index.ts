import { RemoteRegistry } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { releasedRemotes } from './released-remotes';

/** GET /api/registry: which version of each remote the shell loads, and from where (ARCHITECTURE §2.2). */
const registryRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  const registry = { remotes: releasedRemotes(config.remoteOrigins) };
  app.get('/', { schema: { response: { 200: RemoteRegistry } } }, async (_request, reply) => {
    // Small and briefly cacheable: a release reaches new page loads within seconds.
    void reply.header('Cache-Control', 'public, max-age=10');
    return registry;
  });
};

export default registryRoutes;
