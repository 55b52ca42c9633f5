import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

const LIMIT = 200;

/** The names of an option list (product.md#api-calls: job roles, certificates) that contain `query`, in order. */
export async function optionNames(db: Kysely<Schema>, table: 'job_roles' | 'certificate_options', query = '') {
  let select = db.selectFrom(table).select('name').orderBy('name').limit(LIMIT);
  const text = query.trim();
  if (text) select = select.where('name', 'ilike', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return (await select.execute()).map((row) => row.name);
}
