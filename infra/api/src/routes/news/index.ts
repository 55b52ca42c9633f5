import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countUsers, latestNews, newestUsers } from '../../community/news-store';
import { declared } from '../../lib/declared-route';

/** The landing page's public lists (product.md#api-calls): GET /api/news, /api/newusers and /api/getNewUsersImages. */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = { 'Cache-Control': 'public, max-age=60' };

  app.route({
    ...declared(app, 'GET news'),
    handler: async (_request, reply) => {
      reply.headers(cached);
      return latestNews(app.db);
    },
  });

  app.route({
    ...declared(app, 'GET newusers'),
    handler: async (_request, reply) => {
      reply.headers(cached);
      return newestUsers(app.db);
    },
  });

  app.route({
    ...declared(app, 'GET getNewUsersImages'),
    handler: async (_request, reply) => {
      reply.headers(cached);
      return { usersImages: await newestUsers(app.db), totalUsers: await countUsers(app.db) };
    },
  });
};

export default newsRoutes;
