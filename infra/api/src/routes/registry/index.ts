import type { RemoteRegistry } from '@fairgo/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import { releasedRemotes } from './released-remotes';

const registrySchema = {
  type: 'object',
  required: ['remotes'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'title', 'version', 'manifestUrl', 'routes'],
        properties: {
          name: { type: 'string' },
          title: { type: 'string' },
          version: { type: 'string' },
          manifestUrl: { type: 'string' },
          routes: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** GET /api/registry: which version of each remote the shell loads, and from where (ARCHITECTURE §2.2). */
const registryRoutes: FastifyPluginAsync<{ config: ApiConfig }> = async (app, { config }) => {
  const registry: RemoteRegistry = { remotes: releasedRemotes(config.remoteOrigins) };
  app.get<{ Reply: RemoteRegistry }>(
    '/',
    { schema: { response: { 200: registrySchema } } },
    async (_request, reply) => {
      // Small and briefly cacheable: a release reaches new page loads within seconds.
      void reply.header('Cache-Control', 'public, max-age=10');
      return registry;
    },
  );
};

export default registryRoutes;
