import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { subscribe } from '../../community/newsletter-store';
import { declared } from '../../lib/declared-route';

/**
 * POST /api/addEmailIntoNewsletter (product.md#api-calls): the footer's signup. Subscribing twice is not an
 * error; an address that is not one is refused.
 */
const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'POST addEmailIntoNewsletter'),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      await subscribe(app.db, request.body.email);
      return { message: 'Thank you for subscribing!' };
    },
  });
};

export default newsletterRoutes;
