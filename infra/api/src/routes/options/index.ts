import { CertificateOptionsReply, JobRolesReply, OptionsQuery } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const LIMIT = 200;

/** The option lists of the posting form (spec §7): job roles and certificates, filtered by `query`. */
const optionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const names = async (table: 'job_roles' | 'certificate_options', query = '') => {
    let select = app.db.selectFrom(table).select('name').orderBy('name').limit(LIMIT);
    const text = query.trim();
    if (text) select = select.where('name', 'ilike', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return (await select.execute()).map((row) => row.name);
  };

  app.get(
    '/jobRoles/getRoles',
    { schema: { querystring: OptionsQuery, response: { 200: JobRolesReply } } },
    async (request) => ({ JobRoles: await names('job_roles', request.query.query) }),
  );
  app.get(
    '/certificateOptions',
    { schema: { querystring: OptionsQuery, response: { 200: CertificateOptionsReply } } },
    async (request) => ({ CertificateOptions: await names('certificate_options', request.query.query) }),
  );
};

export default optionRoutes;
