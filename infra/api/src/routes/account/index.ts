import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteAccount, exportAccount } from '../../accounts/account-data';
import { declared } from '../../lib/declared-route';

/** /api/account: the caller's data as one file, and the account's deletion (accounts/account-data.ts). */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET account/export'),
    onRequest: app.authenticate,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const data = await exportAccount(app, request.user!);
      return reply
        .headers({
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': 'attachment; filename="fairgo-my-data.json"',
          'Cache-Control': 'no-store',
        })
        .send(JSON.stringify(data, null, 2));
    },
  });

  app.route({
    ...declared(app, 'DELETE account'),
    onRequest: app.authenticate,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request) => {
      await deleteAccount(app, request.user!, request.body.password);
      return { message: 'Your account was deleted. Thank you for using FairGo.' };
    },
  });
};

export default accountRoutes;
