import Postgrator from 'postgrator';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS = fileURLToPath(new URL('./migrations/*', import.meta.url));

/** Applies the versioned migrations (migrations/NNN.do.<name>.sql) not applied yet. No schema sync. */
export async function migrate(database: Database): Promise<number> {
  const postgrator = new Postgrator({
    migrationPattern: MIGRATIONS,
    driver: 'pg',
    schemaTable: 'schema_version',
    // Its own schema only: another schema's schema_version (a test's, the bench's) is not this one.
    currentSchema: database.schema,
    execQuery: (query) => database.execScript(query),
  });
  const applied = await postgrator.migrate();
  return applied.length;
}
