import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicProfile } from '../../accounts/public-profile';
import { declared } from '../../lib/declared-route';
import { notFound } from '../../lib/http-errors';

/** /api/people/:userId: a person's public profile, for anyone signed in (accounts/public-profile.ts). */
const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET people/:userId'),
    onRequest: app.authenticate,
    handler: async (request) => {
      const profile = await publicProfile(app.db, request.params.userId, app.now());
      if (!profile) throw notFound('No one has this id.');
      return profile;
    },
  });
};

export default peopleRoutes;
