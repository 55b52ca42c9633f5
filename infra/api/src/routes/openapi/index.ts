import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declared } from '../../lib/declared-route';

/** GET /api/openapi.json: the API described as OpenAPI 3.1 (plugins/openapi.ts), made once all routes are in. */
const openapiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET openapi.json'),
    // Public and the same until the next deploy: a browser or a proxy may keep it a while.
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .send(app.swagger() as { openapi: string; info: unknown; paths: unknown }),
  });
};

export default openapiRoutes;
