import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declared } from '../../lib/declared-route';

/** GET /api/suburbs?query=: suburb suggestions for type-ahead fields (product.md#api-calls). */
const suburbRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET suburbs'),
    handler: async (request) => app.suburbs.search(request.query.query).map((suburb) => ({ Suburb: suburb.location })),
  });
};

export default suburbRoutes;
