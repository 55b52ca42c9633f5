import { wordsOf, type TaskSearchQuery } from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { boxAround, distanceKm } from '../lib/distance';
import { badRequest } from '../lib/http-errors';

/** A task's words, as SQL: the same rule as wordsOf (lower case, split on what is not a letter or digit). */
export const TASK_WORDS = sql`regexp_split_to_array(lower(tasks.title || ' ' || tasks.description), '[^[:alnum:]]+')`;

/**
 * The All Tasks filters as one SQL condition on `tasks`: every keyword among the task's
 * words, a remote choice, a distance from a suburb (remote tasks pass it unless in-person is asked
 * for), a budget range. Throws a 400 naming a filter that makes no sense. Null when none is set.
 */
export function taskSearchCondition(app: FastifyInstance, query: TaskSearchQuery) {
  const conditions = [];
  const words = wordsOf(query.keywords ?? '');
  if (words.length) conditions.push(sql<SqlBool>`${TASK_WORDS} @> ${words}::text[]`);
  if (query.remote === 'remote') conditions.push(sql<SqlBool>`tasks.is_remote`);
  if (query.remote === 'inPerson') conditions.push(sql<SqlBool>`NOT tasks.is_remote`);

  const origin = query.near?.trim() ? app.suburbs.find(query.near.trim()) : undefined;
  if (query.near?.trim() && !origin) throw badRequest(`near: '${query.near}' is not a suburb we know.`);
  if (query.withinKm !== undefined && !origin)
    throw badRequest('near: choose the suburb to measure the distance from.');
  if (origin && query.withinKm !== undefined && query.remote !== 'remote') {
    const box = boxAround(origin.latitude, origin.longitude, query.withinKm);
    const distance = distanceKm(origin, { latitude: sql`tasks.latitude`, longitude: sql`tasks.longitude` });
    const near = sql<SqlBool>`(tasks.latitude BETWEEN ${box.latitudes[0]} AND ${box.latitudes[1]}
      AND tasks.longitude BETWEEN ${box.longitudes[0]} AND ${box.longitudes[1]} AND ${distance} <= ${query.withinKm})`;
    conditions.push(query.remote === 'inPerson' ? near : sql<SqlBool>`(tasks.is_remote OR ${near})`);
  }

  if (query.minBudget !== undefined && query.maxBudget !== undefined && query.minBudget > query.maxBudget)
    throw badRequest('maxBudget: must be at least the minimum budget.');
  if (query.minBudget !== undefined)
    conditions.push(sql<SqlBool>`tasks.original_budget_cents >= ${Math.round(query.minBudget * 100)}`);
  if (query.maxBudget !== undefined)
    conditions.push(sql<SqlBool>`tasks.original_budget_cents <= ${Math.round(query.maxBudget * 100)}`);
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : null;
}
