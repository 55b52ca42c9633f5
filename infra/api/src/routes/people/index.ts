import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { format } from 'date-fns';
import { notFound } from '../../lib/http-errors';
import { sql } from 'kysely';
import { verifiedTypes } from '../../credentials/credential-store';
import { sydneyClock } from '../../lib/sydney-time';
import { completedTaskCount, ratingsOf, shownReviewsOf } from '../../reviews/reviews';
import { declared } from '../../lib/declared-route';

/**
 * /api/people/:userId: a person's public profile, for anyone signed in: name, photo,
 * member since, rating and shown reviews, completed tasks. No contact details. A suspended user has none.
 */
const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET people/:userId'),
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'profile_image', 'created_at'])
        .select(verifiedTypes(sql`users.id`, sydneyClock(app.now()).day).as('verified_credentials'))
        .where('id', '=', request.params.userId)
        .where('suspended_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound('No one has this id.');
      const now = app.now();
      const ratings = await ratingsOf(app.db, now, [user.id]);
      return {
        _id: user.id,
        name: user.name,
        profileImage: user.profile_image,
        memberSince: format(new Date(user.created_at), 'yyyy-MM-dd'),
        rating: ratings.get(user.id)!,
        reviews: await shownReviewsOf(app.db, now, user.id),
        completedTasks: await completedTaskCount(app.db, user.id),
        badges: user.verified_credentials,
      };
    },
  });
};

export default peopleRoutes;
