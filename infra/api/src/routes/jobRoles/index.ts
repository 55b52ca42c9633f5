import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { optionNames } from '../../lib/option-names';
import { declared } from '../../lib/declared-route';

/** GET /api/jobRoles/getRoles (product.md#api-calls): the posting form's job roles, filtered by `query`. */
const jobRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET jobRoles/getRoles'),
    handler: async (request) => ({ JobRoles: await optionNames(app.db, 'job_roles', request.query.query) }),
  });
};

export default jobRoleRoutes;
