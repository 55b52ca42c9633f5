import { LISTING_TOTAL_CAP, type ListingsQuery, type ListingsTotal } from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { decodeCursor } from './list-cursor';
import { listOf, matchingListings, type ListingTable } from './search-listings';

/**
 * How many listings a query matches, counted up to LISTING_TOTAL_CAP: past it the page says "1,000+",
 * and a broad search costs no more than reading that many index entries.
 */
export async function countListings(
  app: FastifyInstance,
  table: ListingTable,
  query: ListingsQuery,
): Promise<ListingsTotal> {
  // The page is ignored (its listing first, its cursor), though a cursor that is not this list's is
  // refused as the page itself would refuse it. A count needs no order: the plain plan stops at the
  // cap on whichever index suits.
  if (query.after) decodeCursor(query.after, query.sort ?? 'newest', listOf(table));
  const { rows } = matchingListings(app, table, { ...query, listing: undefined, after: undefined });
  const matched = rows({ kind: 'plain' }, LISTING_TOTAL_CAP + 1)
    .select(sql<number>`1`.as('one'))
    .limit(LISTING_TOTAL_CAP + 1);
  const { count } = await app.db
    .selectFrom(matched.as('matched'))
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  return total > LISTING_TOTAL_CAP ? { total: LISTING_TOTAL_CAP, atLeast: true } : { total, atLeast: false };
}
