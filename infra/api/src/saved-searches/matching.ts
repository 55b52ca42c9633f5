import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { distanceKm } from '../lib/distance';
import type { MatchSubject } from './search-keys';

const NOUN = { job: 'job', worker: 'worker', task: 'task' } as const;

/**
 * Matches a new or changed post against the saved searches, in one statement: the GIN
 * indexes of migration 009 pick the searches sharing a role key and a place key whose days,
 * certificates, keywords and badges the post has; only those few are checked for distance, budget and remote.
 * Each search records a post once, so an edit does not alert twice. The owners of the searches it
 * matched are told in the bell at once (one entry per person, however many of their searches matched);
 * the daily digest (digest.ts) takes the same matches later. Answers how many people were told.
 */
export async function matchSavedSearches(app: FastifyInstance, subject: MatchSubject): Promise<number> {
  const { latitude, longitude } = subject;
  const withinDistance =
    latitude === null || longitude === null
      ? sql`false`
      : sql`${distanceKm({ latitude: sql`s.near_latitude`, longitude: sql`s.near_longitude` }, { latitude, longitude })} <= s.within_km`;
  const budget = subject.budgetCents;
  const { rows } = await sql<{ user_id: string; summary: string }>`
    WITH matched AS (
      INSERT INTO saved_search_matches (search_id, subject_id, user_id, title, url, created_at)
      SELECT s.id, ${subject.id}::uuid, s.user_id, ${subject.title}, ${subject.url}, ${app.now()}::timestamptz
      FROM saved_searches s JOIN users u ON u.id = s.user_id
      WHERE s.paused_at IS NULL
        AND s.match_keys && ${subject.matchKeys}::text[]
        AND s.days <@ ${subject.days}::text[]
        AND s.certificates <@ ${subject.certificates}::text[]
        AND s.verified <@ ${subject.verified}::text[]
        AND s.keywords <@ ${subject.words}::text[]
        AND s.user_id <> ${subject.ownerId}::uuid
        AND u.suspended_at IS NULL
        AND (s.within_km IS NULL OR ${subject.isRemote}::boolean OR ${withinDistance})
        AND (s.remote = 'any' OR (s.remote = 'remote') = ${subject.isRemote}::boolean)
        AND (s.min_budget_cents IS NULL OR s.min_budget_cents <= ${budget}::int)
        AND (s.max_budget_cents IS NULL OR s.max_budget_cents >= ${budget}::int)
      ON CONFLICT DO NOTHING
      RETURNING search_id, user_id
    )
    SELECT DISTINCT ON (matched.user_id) matched.user_id, s.summary
    FROM matched JOIN saved_searches s ON s.id = matched.search_id
    ORDER BY matched.user_id, s.created_at`.execute(app.db);
  if (rows.length === 0) return 0;
  await app.db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        user_id: row.user_id,
        message: `New ${NOUN[subject.kind]} for your saved search “${row.summary}”: ${subject.title}.`,
        action_url: subject.url,
      })),
    )
    .execute();
  return rows.length;
}

/** Matching never fails the post that set it off: a failure is logged, and the post stands. */
export async function matchQuietly(app: FastifyInstance, subject: MatchSubject | undefined) {
  if (!subject) return;
  try {
    await matchSavedSearches(app, subject);
  } catch (error) {
    app.log.error({ err: error, subject: subject.id }, 'SEARCH-001 matching saved searches failed');
  }
}
