import {
  contactAccess,
  DAYS,
  isDay,
  LISTING_PAGE_SIZE,
  LISTING_TOTAL_CAP,
  listEntries,
  splitList,
  stateOfAllOption,
  type Day,
  type Listing,
  type ListingsQuery,
  type ListingsTotal,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ratingsOf } from '../reviews/reviews';
import { hasBadge, verifiedTypes } from '../credentials/credential-store';
import { sydneyClock } from '../lib/sydney-time';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { boxAround, distanceKm } from '../lib/distance';
import { badRequest } from '../lib/http-errors';
import type { UserRow } from '../plugins/auth';
import type { Schema } from '../db/schema';

export type ListingTable = 'job_posts' | 'worker_posts';

/** The distance in km from a point to a post's suburb, as SQL. */
const distanceFrom = (latitude: number, longitude: number) =>
  distanceKm({ latitude, longitude }, { latitude: sql`p.latitude`, longitude: sql`p.longitude` });

// Both kinds of post have the same columns (db/schema.ts), so one query serves both tables.
type Posts = Pick<Schema, 'users'> & { p: Schema['worker_posts'] };

/**
 * The listings a query matches, under the filters of spec §4, run in the database on the indexes of
 * migration 003: jobs match any; certificates must all match; days must all be available;
 * locations match any ('All Adelaide, South Australia' matching every South Australian suburb).
 * Beyond the spec: a distance search, and a sort by how many wanted days a listing covers (which
 * then keeps listings covering any of them instead of all). A query that cannot be run is a 400
 * naming its field. The page and the total both start from here, so they never disagree.
 */
function matchingListings(app: FastifyInstance, table: ListingTable, query: ListingsQuery) {
  const jobs = listEntries(query.jobs).map((job) => job.toLowerCase());
  const days = splitList(query.availability);
  const unknownDay = days.find((day) => !isDay(day));
  if (unknownDay) throw badRequest(`availability: '${unknownDay}' is not a day of the week.`);
  const locations = listEntries(query.locations);
  const certificates = listEntries(query.certificates);
  const sort = query.sort ?? 'newest';
  const today = sydneyClock(app.now()).day;

  const origin = query.near ? app.suburbs.find(query.near) : undefined;
  if (query.near && !origin) throw badRequest(`near: '${query.near}' is not a suburb we know.`);
  if ((query.withinKm !== undefined || sort === 'distance') && !origin)
    throw badRequest('near: choose the suburb to measure the distance from.');
  if (sort === 'days' && days.length === 0) throw badRequest('availability: choose the days to sort by.');

  // How many of the wanted days a listing covers, from its day bits (migration 006).
  const dayBits = days.map((day) => DAYS.indexOf(day as Day));
  const matchingDays = sql<number | null>`(${sql.join(
    dayBits.map((bit) => sql`((p.day_mask >> ${sql.lit(bit)}) & 1)`),
    sql` + `,
  )})`;
  const anyWantedDay = sql<SqlBool>`(p.day_mask & ${sql.lit(dayBits.reduce((mask, bit) => mask | (1 << bit), 0))}) <> 0`;
  const distance = origin ? distanceFrom(origin.latitude, origin.longitude) : null;

  const filters = (eb: ExpressionBuilder<Posts, 'p' | 'users'>) => {
    const where: Expression<SqlBool>[] = [];
    if (jobs.length) where.push(eb(eb.fn('lower', ['p.job']), 'in', jobs));
    if (certificates.length) where.push(sql<SqlBool>`p.certificates @> ${sql.val(certificates)}::text[]`);
    if (days.length && sort !== 'days')
      where.push(
        sql<SqlBool>`p.availability @> ${JSON.stringify(Object.fromEntries(days.map((day) => [day, true])))}::jsonb`,
      );
    if (days.length && sort === 'days') where.push(anyWantedDay);
    if (locations.length) {
      const exact = locations.filter((location) => !stateOfAllOption(location)).map((l) => l.toLowerCase());
      const states = locations.map(stateOfAllOption).filter((state): state is string => Boolean(state));
      where.push(
        eb.or([
          ...(exact.length ? [eb(eb.fn('lower', ['p.location']), 'in', exact)] : []),
          ...states.map((state) => eb('p.location', 'ilike', `%${state.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)),
        ]),
      );
    }
    // Only people whose credentials of these types are verified and not expired today.
    for (const type of new Set(query.verified ?? [])) where.push(hasBadge(sql`p.user_id`, type, today));
    if (origin && distance && query.withinKm !== undefined) {
      const km = query.withinKm;
      const box = boxAround(origin.latitude, origin.longitude, km);
      where.push(
        eb.between('p.latitude', ...box.latitudes),
        eb.between('p.longitude', ...box.longitudes),
        sql<SqlBool>`${distance} <= ${km}`,
      );
    }
    // Nearest first lists only listings placed on the map.
    if (sort === 'distance') where.push(eb('p.latitude', 'is not', null));
    return eb.and(where);
  };

  const from = () =>
    app.db
      .selectFrom(`${table} as p` as 'worker_posts as p')
      .leftJoin('users', 'users.id', 'p.user_id')
      // What an admin hid, and the listings of a suspended user, leave the public lists.
      .where('p.hidden_at', 'is', null)
      .where('users.suspended_at', 'is', null);
  return { from, filters, days, sort, today, distance, matchingDays };
}

/** One page of the listings a query matches (`matchingListings`), newest first unless sorted. */
export async function searchListings(
  app: FastifyInstance,
  table: ListingTable,
  query: ListingsQuery,
  viewer: UserRow | null,
): Promise<Listing[]> {
  const { from, filters, days, sort, today, distance, matchingDays } = matchingListings(app, table, query);
  let select = from()
    .selectAll('p')
    .select([
      'users.profile_image',
      (distance ?? sql<number | null>`null`).as('distance_km'),
      (days.length ? matchingDays : sql<number | null>`null`).as('matching_days'),
      verifiedTypes(sql`p.user_id`, today).as('verified_credentials'),
    ])
    // The listing an alert links to comes first, whether or not the filters still take it in.
    .where((eb) => (query.listing ? eb.or([filters(eb), eb('p.id', '=', query.listing)]) : filters(eb)));
  if (query.listing) select = select.orderBy(sql`p.id = ${query.listing}::uuid`, 'desc');
  if (sort === 'days') select = select.orderBy(matchingDays, 'desc');
  if (sort === 'distance' && distance) select = select.orderBy(distance, 'asc');
  const rows = await select
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit ?? LISTING_PAGE_SIZE)
    .offset(query.offset ?? 0)
    .execute();

  const ratings = await ratingsOf(
    app.db,
    app.now(),
    rows.map((row) => row.user_id),
  );
  const mayContact =
    contactAccess(viewer && { role: viewer.role, membershipExpires: viewer.membership_expires }) === 'granted';
  return rows.map((row) => ({
    _id: row.id,
    postCreatedAt: row.created_at.toISOString(),
    name: row.name,
    job: row.job,
    location: row.location,
    description: row.description,
    badges: row.badges,
    certificates: row.certificates,
    availability: row.availability,
    sharePhone: row.share_phone,
    policeCheck: row.police_check,
    yearsExperience: row.years_experience,
    gender: row.gender,
    // Spec §4, §6: contact details only for members; the phone only when its owner shares it.
    email: mayContact ? row.email : null,
    phone: mayContact && row.share_phone && row.phone ? row.phone : null,
    postCreatedBy: {
      _id: row.user_id,
      profileImage: row.profile_image,
      rating: ratings.get(row.user_id)!,
      verifiedCredentials: row.verified_credentials,
    },
    ...(row.distance_km !== null ? { distanceKm: Math.round(Number(row.distance_km) * 10) / 10 } : {}),
    ...(sort === 'days' && row.matching_days !== null ? { matchingDays: Number(row.matching_days) } : {}),
  }));
}

/**
 * How many listings a query matches, counted up to LISTING_TOTAL_CAP: past it the page says "1,000+",
 * and a broad search costs no more than reading that many index entries.
 */
export async function countListings(
  app: FastifyInstance,
  table: ListingTable,
  query: ListingsQuery,
): Promise<ListingsTotal> {
  const { from, filters } = matchingListings(app, table, query);
  const matched = from()
    .select(sql<number>`1`.as('one'))
    .where(filters)
    .limit(LISTING_TOTAL_CAP + 1);
  const { count } = await app.db
    .selectFrom(matched.as('matched'))
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  return total > LISTING_TOTAL_CAP ? { total: LISTING_TOTAL_CAP, atLeast: true } : { total, atLeast: false };
}
