import { JobRolesReply, OptionsQuery } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { optionNames } from '../../lib/option-names';

/** GET /api/jobRoles/getRoles (spec §7): the posting form's job roles, filtered by `query`. */
const jobRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobRoles/getRoles',
    { schema: { querystring: OptionsQuery, response: { 200: JobRolesReply } } },
    async (request) => ({ JobRoles: await optionNames(app.db, 'job_roles', request.query.query) }),
  );
};

export default jobRoleRoutes;
