import { type NewUser } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { declared } from '../../lib/declared-route';

const NEWS_LIMIT = 20;
const NEW_USERS = 8;

/** The landing page's public lists (spec §7): GET /api/news, /api/newusers and /api/getNewUsersImages. */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = { 'Cache-Control': 'public, max-age=60' };

  app.route({
    ...declared(app, 'GET news'),
    handler: async (_request, reply) => {
      const rows = await app.db
        .selectFrom('news')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(NEWS_LIMIT)
        .execute();
      reply.headers(cached);
      return rows.map((row) => ({
        description: row.description,
        location: row.location,
        takeUserTo: row.take_user_to,
      }));
    },
  });

  const newestUsers = async (): Promise<NewUser[]> =>
    (
      await app.db
        .selectFrom('users')
        .select(['name', 'profile_image'])
        .orderBy('created_at', 'desc')
        .limit(NEW_USERS)
        .execute()
    ).map((user) => ({ name: user.name, profileImage: user.profile_image }));

  app.route({
    ...declared(app, 'GET newusers'),
    handler: async (_request, reply) => {
      reply.headers(cached);
      return newestUsers();
    },
  });

  app.route({
    ...declared(app, 'GET getNewUsersImages'),
    handler: async (_request, reply) => {
      const total = await app.db
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      reply.headers(cached);
      return { usersImages: await newestUsers(), totalUsers: Number(total.count) };
    },
  });
};

export default newsRoutes;
