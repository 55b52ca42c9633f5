import {
  contactAccess,
  DAYS,
  isDay,
  LISTING_PAGE_SIZE,
  MAX_DISTANCE_KM,
  listEntries,
  splitList,
  stateOfAllOption,
  type Day,
  type Listing,
  type ListingsQuery,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ratingOf } from '../reviews/reviews';
import { hasBadge, verifiedTypes } from '../credentials/credential-store';
import { sydneyClock } from '../lib/sydney-time';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { distanceKm } from '../lib/distance';
import { badRequest } from '../lib/http-errors';
import { decodeCursor, type ListKind } from './list-cursor';
import { toListing } from './listing-view';
import type { UserRow } from '../plugins/auth';
import type { Schema } from '../db/schema';

export type ListingTable = 'job_posts' | 'worker_posts';

/** The distance in km from a point to a post's suburb, as SQL. */
const distanceFrom = (latitude: number, longitude: number) =>
  distanceKm({ latitude, longitude }, { latitude: sql`p.latitude`, longitude: sql`p.longitude` });

// Both kinds of post have the same columns (db/schema.ts), so one query serves both tables.
type Posts = Pick<Schema, 'users'> & { p: Schema['worker_posts'] };

/**
 * Past this many rows (a page's offset + limit), reading each key's newest rows would cost more than
 * the plain plan: deeper pages take the plain one.
 */
const KEYED_DEPTH_MAX = 1_000;
/** Suburbs a little past the radius are read too, so that rounding never leaves one out: the distance check decides. */
const RADIUS_SLACK_KM = 0.5;
/** Nearest first without a radius: the radii tried in turn until one holds a page's worth, then the whole map. */
const NEAREST_RINGS_KM = [25, 100, MAX_DISTANCE_KM];

/**
 * How a page is read. Plain: one scan, sorted (newest first reads the newest index and stops). Keyed: per
 * key, its newest matching rows from an index of (key, created_at DESC, id DESC) (migration 018), at
 * most a page's depth each, merged by the sort: a key is a suburb (a post's coordinates are its
 * suburb's, so every post of one suburb is at one distance) or a day mask (128 values; the rows of one
 * mask cover the same number of wanted days). Either way the same rows come back in the same order.
 */
export type Plan =
  { kind: 'plain' } | { kind: 'suburbs'; locations: string[] } | { kind: 'day masks'; masks: number[] };

/**
 * The listings a query matches, under the filters of product.md#listing-searches: jobs match any; certificates must all
 * match; days must all be available; locations match any ('All Adelaide, South Australia' matching
 * every South Australian suburb). Beyond the spec: a distance search (the suburbs within the radius,
 * then each post's own distance), and a sort by how many wanted days a listing covers (which then keeps
 * listings covering any of them instead of all); on job posts, a least pay an hour and a sort by pay.
 * A query that cannot be run is a 400 naming its field. The page (below) and the total
 * (count-listings.ts) both start from here, so they never disagree.
 */
/** The list a table's posts make, as its cursors name it. */
export const listOf = (table: ListingTable): ListKind => (table === 'job_posts' ? 'job' : 'worker');

export function matchingListings(app: FastifyInstance, table: ListingTable, query: ListingsQuery) {
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
  // Only job posts state their pay.
  if (table !== 'job_posts' && sort === 'pay') throw badRequest("sort: workers' posts state no pay to sort by.");
  if (table !== 'job_posts' && query.minHourlyRate !== undefined)
    throw badRequest("minHourlyRate: workers' posts state no pay to filter by.");
  const after = query.after ? decodeCursor(query.after, sort, listOf(table)) : null;
  // Past the first page, the alert's listing has been shown: it is left out instead of led with.
  const listingFirst = after ? undefined : query.listing;

  // How many of the wanted days a listing covers, from its day bits (migration 006).
  const dayBits = days.map((day) => DAYS.indexOf(day as Day));
  const wantedMask = dayBits.reduce((mask, bit) => mask | (1 << bit), 0);
  const matchingDays = sql<number | null>`(${sql.join(
    dayBits.map((bit) => sql`((p.day_mask >> ${sql.lit(bit)}) & 1)`),
    sql` + `,
  )})`;
  const distance = origin ? distanceFrom(origin.latitude, origin.longitude) : null;
  // A job's pay an hour in cents, 0 when unknown (migration 025's index, highest first).
  const payPerHour = sql<number>`coalesce(p.pay_hourly_cents, 0)`;
  const suburbsWithin = (km: number) => (origin ? app.suburbs.within(origin, km + RADIUS_SLACK_KM) : []);
  const radius = query.withinKm !== undefined ? suburbsWithin(query.withinKm) : null;

  /**
   * `keyedBy`: the rows are read key by key already, so what the keys say is not asked again (the
   * planner's guess at such a condition, 0.5 % of rows, would turn each key's ordered read into a sort).
   */
  const filters = (eb: ExpressionBuilder<Posts, 'p' | 'users'>, keyedBy: Plan['kind'] = 'plain') => {
    const where: Expression<SqlBool>[] = [];
    if (jobs.length) where.push(eb(eb.fn('lower', ['p.job']), 'in', jobs));
    if (certificates.length) where.push(sql<SqlBool>`p.certificates @> ${sql.val(certificates)}::text[]`);
    // A post whose pay an hour is unknown never matches a minimum.
    if (query.minHourlyRate !== undefined)
      where.push(sql<SqlBool>`p.pay_hourly_cents >= ${Math.round(query.minHourlyRate * 100)}`);
    if (days.length && sort !== 'days')
      where.push(
        sql<SqlBool>`p.availability @> ${JSON.stringify(Object.fromEntries(days.map((day) => [day, true])))}::jsonb`,
      );
    if (days.length && sort === 'days' && keyedBy !== 'day masks')
      where.push(sql<SqlBool>`(p.day_mask & ${sql.lit(wantedMask)}) <> 0`);
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
    if (radius && distance) {
      const near = radius.map((suburb) => suburb.location);
      if (keyedBy !== 'suburbs')
        where.push(near.length ? eb(eb.fn('lower', ['p.location']), 'in', near) : sql<SqlBool>`false`);
      where.push(sql<SqlBool>`${distance} <= ${query.withinKm}`);
    }
    // Nearest first lists only listings placed on the map.
    if (sort === 'distance') where.push(eb('p.latitude', 'is not', null));
    if (after) {
      const older = sql<SqlBool>`(p.created_at, p.id) < (${after.t}::timestamptz, ${after.i}::uuid)`;
      if (sort === 'days')
        where.push(sql<SqlBool>`(${matchingDays} < ${after.m} OR (${matchingDays} = ${after.m} AND ${older}))`);
      else if (sort === 'distance' && distance)
        where.push(sql<SqlBool>`(${distance} > ${after.d}::float8 OR (${distance} = ${after.d}::float8 AND ${older}))`);
      else if (sort === 'pay')
        where.push(sql<SqlBool>`(${payPerHour} < ${after.p}::int OR (${payPerHour} = ${after.p}::int AND ${older}))`);
      else where.push(older);
      if (query.listing) where.push(eb('p.id', '<>', query.listing));
    }
    return eb.and(where);
  };

  /** The posts that may be listed, with their owner's picture. */
  const posts = () =>
    app.db
      .selectFrom(`${table} as p` as 'worker_posts as p')
      .leftJoin('users', 'users.id', 'p.user_id')
      // What an admin hid, and the listings of a suspended user, leave the public lists.
      .where('p.hidden_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .selectAll('p')
      .select('users.profile_image');

  /** The plan for a page `depth` rows deep (`nearestWithin`: the radius of a ring of nearest first). */
  const planFor = (depth: number, nearestWithin?: number): Plan => {
    // Highest pay first reads migration 025's index in order: keys read newest first would not merge by pay.
    if (listingFirst || depth > KEYED_DEPTH_MAX || sort === 'pay') return { kind: 'plain' };
    const popcount = (mask: number) => [...mask.toString(2)].filter((bit) => bit === '1').length;
    if (sort === 'days') {
      // Past a cursor, the masks covering more wanted days than its listing are behind it.
      const masks = Array.from({ length: 128 }, (_, mask) => mask).filter(
        (mask) => (mask & wantedMask) !== 0 && (!after || popcount(mask & wantedMask) <= after.m!),
      );
      return { kind: 'day masks', masks };
    }
    const ring = radius ?? (nearestWithin !== undefined ? suburbsWithin(nearestWithin) : null);
    if (!ring) return { kind: 'plain' };
    // Past a cursor of nearest first, the suburbs nearer than its listing are behind it.
    const behind = sort === 'distance' && after ? after.d! - RADIUS_SLACK_KM : -1;
    return {
      kind: 'suburbs',
      locations: ring.filter((suburb) => suburb.km >= behind).map((suburb) => suburb.location),
    };
  };

  /** The rows a plan reads, as a table `p`: every match (plain), or each key's newest `depth` matches. */
  const rows = (plan: Plan, depth: number) => {
    if (plan.kind === 'plain')
      return app.db.selectFrom(
        posts()
          // The listing an alert links to is listed whether or not the filters still take it in.
          .where((eb) => (listingFirst ? eb.or([filters(eb), eb('p.id', '=', listingFirst)]) : filters(eb)))
          .as('p'),
      );
    const keys =
      plan.kind === 'suburbs'
        ? sql<{ k: string | number }>`unnest(${sql.val(plan.locations)}::text[])`
        : sql<{ k: string | number }>`unnest(${sql.val(plan.masks)}::smallint[])`;
    const ofKey = plan.kind === 'suburbs' ? sql<SqlBool>`lower(p.location) = k.k` : sql<SqlBool>`p.day_mask = k.k`;
    return app.db.selectFrom(
      app.db
        .selectFrom(keys.as('k'))
        .innerJoinLateral(
          posts()
            .where((eb) => filters(eb, plan.kind))
            .where(ofKey)
            .orderBy('p.created_at', 'desc')
            .orderBy('p.id', 'desc')
            .limit(depth)
            .as('p'),
          (join) => join.onTrue(),
        )
        .selectAll('p')
        .as('p'),
    );
  };
  return {
    rows,
    planFor,
    days,
    sort,
    today,
    distance,
    matchingDays,
    payPerHour,
    listingFirst,
    nearest: sort === 'distance',
  };
}

/** One page of the listings a query matches (`matchingListings`), newest first unless sorted. */
export async function searchListings(
  app: FastifyInstance,
  table: ListingTable,
  query: ListingsQuery,
  viewer: UserRow | null,
  /** `plain`: today's plan only (the bench and the tests compare with it); `onPlan` hears the plan chosen. */
  options: { plain?: boolean; onPlan?: (plan: Plan['kind']) => void } = {},
): Promise<Listing[]> {
  const found = matchingListings(app, table, query);
  const { rows: read, planFor, days, sort, today, distance, matchingDays, payPerHour, listingFirst, nearest } = found;
  const limit = query.limit ?? LISTING_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const depth = offset + limit;
  const page = (plan: Plan) => {
    let select = read(plan, depth)
      .innerJoinLateral(ratingOf(app.db, app.now(), sql`p.user_id`).as('r'), (join) => join.onTrue())
      .selectAll('p')
      .select(['r.rating_average', 'r.rating_count'])
      .select([
        (distance ?? sql<number | null>`null`).as('distance_km'),
        (days.length ? matchingDays : sql<number | null>`null`).as('matching_days'),
        verifiedTypes(sql`p.user_id`, today).as('verified_credentials'),
        sql<boolean>`exists (select 1 from resumes r where r.user_id = p.user_id)`.as('has_resume'),
        // The time as stored, to the microsecond, for the cursor (a Date keeps milliseconds).
        sql<string>`to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_exactly'),
      ]);
    // The listing an alert links to comes first, whether or not the filters still take it in (plain plan).
    if (listingFirst) select = select.orderBy(sql`p.id = ${listingFirst}::uuid`, 'desc');
    if (sort === 'days') select = select.orderBy(matchingDays, 'desc');
    if (sort === 'distance' && distance) select = select.orderBy(distance, 'asc');
    if (sort === 'pay') select = select.orderBy(payPerHour, 'desc');
    return select.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
  };
  let plan: Plan = options.plain ? { kind: 'plain' } : planFor(depth);
  // Nearest first without a radius: the first ring holding a page's worth within its radius holds the
  // nearest page (every suburb outside it is farther); failing all, the plain plan.
  if (
    !options.plain &&
    nearest &&
    distance &&
    query.withinKm === undefined &&
    plan.kind === 'plain' &&
    depth <= KEYED_DEPTH_MAX
  ) {
    for (const km of listingFirst ? [] : NEAREST_RINGS_KM) {
      const ring = planFor(depth, km);
      const { count } = await read(ring, depth)
        .where(sql<SqlBool>`${distance} <= ${km}`)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) >= depth) {
        plan = ring;
        break;
      }
    }
  }
  options.onPlan?.(plan.kind);
  const rows = await page(plan);
  const mayContact =
    contactAccess(viewer && { role: viewer.role, membershipExpires: viewer.membership_expires }) === 'granted';
  return rows.map((row) => toListing(row, { mayContact, sort, list: listOf(table) }));
}
