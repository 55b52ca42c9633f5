import { SuburbSuggestion } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** GET /api/suburbs?query=: suburb suggestions for type-ahead fields (spec §7). */
const suburbRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/suburbs',
    {
      schema: {
        querystring: Type.Object({ query: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Array(SuburbSuggestion) },
      },
    },
    async (request) => app.suburbs.search(request.query.query).map((suburb) => ({ Suburb: suburb.location })),
  );
};

export default suburbRoutes;
