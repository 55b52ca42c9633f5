import type { PublicProfile } from '@fairgo/shared/contract';
import { format } from 'date-fns';
import { sql, type Kysely } from 'kysely';
import { verifiedTypes } from '../credentials/credential-store';
import type { Schema } from '../db/schema';
import { sydneyClock } from '../lib/sydney-time';
import { completedTaskCount, ratingsOf, shownReviewsOf } from '../reviews/reviews';

/**
 * A person's public profile (product.md#api-calls /api/people/:userId): name, photo, member since, rating and shown
 * reviews, completed tasks, verified badges; no contact details. Undefined for no one, or someone suspended.
 */
export async function publicProfile(db: Kysely<Schema>, userId: string, now: Date): Promise<PublicProfile | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'profile_image', 'created_at'])
    .select(verifiedTypes(sql`users.id`, sydneyClock(now).day).as('verified_credentials'))
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const ratings = await ratingsOf(db, now, [user.id]);
  return {
    _id: user.id,
    name: user.name,
    profileImage: user.profile_image,
    memberSince: format(new Date(user.created_at), 'yyyy-MM-dd'),
    rating: ratings.get(user.id)!,
    reviews: await shownReviewsOf(db, now, user.id),
    completedTasks: await completedTaskCount(db, user.id),
    badges: user.verified_credentials,
  };
}
