import {
  MAX_SAVED_SEARCHES,
  type NewSavedSearch,
  type SavedSearch,
  type SavedSearchChange,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { SavedSearchesTable } from '../db/schema-discovery';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { savedSearchRow } from './search-keys';

export const SEARCH_LIMIT_REACHED = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`;
export const SEARCH_ALREADY_SAVED = 'You have already saved this search.';
const NO_SUCH_SEARCH = 'No saved search of yours has this id.';

const toSavedSearch = (row: Selectable<SavedSearchesTable>): SavedSearch => ({
  _id: row.id,
  kind: row.kind,
  filters: row.filters,
  summary: row.summary,
  paused: row.paused_at !== null,
  emailDigest: row.email_digest,
  createdOn: row.created_at.toISOString(),
});

export async function listSavedSearches(app: FastifyInstance, userId: string): Promise<SavedSearch[]> {
  const rows = await app.db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toSavedSearch);
}

/**
 * Saves a search for its owner: at most MAX_SAVED_SEARCHES each, counted under the owner's row lock
 * so two saves at once cannot pass the limit together; the same filters twice is a 409.
 */
export async function saveSearch(app: FastifyInstance, userId: string, search: NewSavedSearch): Promise<SavedSearch> {
  const row = savedSearchRow(app, userId, search);
  return app.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { count, same } = await trx
      .selectFrom('saved_searches')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number>`count(*) FILTER (WHERE kind = ${row.kind} AND filters = ${row.filters}::jsonb)::int`.as('same'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (same > 0) throw conflict(SEARCH_ALREADY_SAVED);
    if (count >= MAX_SAVED_SEARCHES) throw conflict(SEARCH_LIMIT_REACHED);
    const saved = await trx.insertInto('saved_searches').values(row).returningAll().executeTakeFirstOrThrow();
    return toSavedSearch(saved);
  });
}

export async function changeSavedSearch(
  app: FastifyInstance,
  userId: string,
  searchId: string,
  change: SavedSearchChange,
): Promise<SavedSearch> {
  // The schema drops fields it does not know, which can leave nothing to change.
  if (change.paused === undefined && change.emailDigest === undefined)
    throw badRequest('body: name what to change, paused or emailDigest.');
  const row = await app.db
    .updateTable('saved_searches')
    .set({
      ...(change.paused === undefined ? {} : { paused_at: change.paused ? app.now() : null }),
      ...(change.emailDigest === undefined ? {} : { email_digest: change.emailDigest }),
    })
    .where('id', '=', searchId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_SEARCH);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(app: FastifyInstance, userId: string, searchId: string) {
  const result = await app.db
    .deleteFrom('saved_searches')
    .where('id', '=', searchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(NO_SUCH_SEARCH);
}

/** The unsubscribe link: every search of the user stops e-mailing (the bell keeps its alerts). */
export async function stopSearchEmails(app: FastifyInstance, userId: string) {
  await app.db.updateTable('saved_searches').set({ email_digest: false }).where('user_id', '=', userId).execute();
}
