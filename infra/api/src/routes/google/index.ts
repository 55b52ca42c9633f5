import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declared } from '../../lib/declared-route';

const LIMIT = 5;

/**
 * GET /api/google/autocomplete?query= (product.md#api-calls): address predictions. The offline provider
 * (architecture.md#the-api) completes the suburb part of what was typed from the suburbs dataset: '12 King
 * St, Newt' gives '12 King St, Newtown, New South Wales, Australia'; text without a comma is taken
 * as a suburb.
 */
const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET google/autocomplete'),
    handler: async (request) => {
      const text = request.query.query.trim();
      const comma = text.lastIndexOf(',');
      const street = comma >= 0 ? text.slice(0, comma).trim() : '';
      const suburb = comma >= 0 ? text.slice(comma + 1).trim() : text;
      const predictions = app.suburbs
        .search(suburb, LIMIT)
        .map((found) => ({ description: [street, found.location, 'Australia'].filter(Boolean).join(', ') }));
      return { predictions };
    },
  });
};

export default googleRoutes;
