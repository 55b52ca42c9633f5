import { contactAccess, type Listing } from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { verifiedTypes } from '../credentials/credential-store';
import { sydneyClock } from '../lib/sydney-time';
import { ratingOf } from '../reviews/reviews';
import type { UserRow } from '../plugins/auth';
import { toListing, type ListingRow } from './listing-view';

/**
 * Workers' posts by id as listing cards, as /find-worker shows them to `viewer` (contact details only
 * for a member): what an employer sees of the workers interested in their job. Posts an admin hid and
 * those of a suspended user are left out, as they are out of the lists.
 */
export async function workerListingsByIds(
  app: FastifyInstance,
  ids: readonly string[],
  viewer: UserRow,
): Promise<Map<string, Listing>> {
  if (ids.length === 0) return new Map();
  const today = sydneyClock(app.now()).day;
  const rows = (await app.db
    .selectFrom('worker_posts as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .where('p.id', 'in', [...ids])
    .where('p.hidden_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .innerJoinLateral(ratingOf(app.db, app.now(), sql`p.user_id`).as('r'), (join) => join.onTrue())
    .selectAll('p')
    .select([
      'users.profile_image',
      'r.rating_average',
      'r.rating_count',
      sql<null>`null`.as('distance_km'),
      sql<null>`null`.as('matching_days'),
      verifiedTypes(sql`p.user_id`, today).as('verified_credentials'),
      sql<boolean>`exists (select 1 from resumes r where r.user_id = p.user_id)`.as('has_resume'),
      sql<string>`to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_exactly'),
    ])
    .execute()) as ListingRow[];
  const mayContact =
    contactAccess({ role: viewer.role, membershipExpires: viewer.membership_expires }, app.now()) === 'granted';
  return new Map(rows.map((row) => [row.id, toListing(row, { mayContact, sort: 'newest', list: 'worker' })]));
}
