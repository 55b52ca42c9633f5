import { CertificateOptionsReply, OptionsQuery } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { optionNames } from '../../lib/option-names';

/** GET /api/certificateOptions (spec §7): the posting form's certificates, filtered by `query`. */
const certificateOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/certificateOptions',
    { schema: { querystring: OptionsQuery, response: { 200: CertificateOptionsReply } } },
    async (request) => ({
      CertificateOptions: await optionNames(app.db, 'certificate_options', request.query.query),
    }),
  );
};

export default certificateOptionRoutes;
