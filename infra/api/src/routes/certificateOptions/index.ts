import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { optionNames } from '../../lib/option-names';
import { declared } from '../../lib/declared-route';

/** GET /api/certificateOptions (product.md#api-calls): the posting form's certificates, filtered by `query`. */
const certificateOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET certificateOptions'),
    handler: async (request) => ({
      CertificateOptions: await optionNames(app.db, 'certificate_options', request.query.query),
    }),
  });
};

export default certificateOptionRoutes;
