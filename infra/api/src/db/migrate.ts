import Postgrator from 'postgrator';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS = fileURLToPath(new URL('./migrations/*', import.meta.url));

const migrator = (database: Database, execScript = database.execScript) =>
  new Postgrator({
    migrationPattern: MIGRATIONS,
    driver: 'pg',
    schemaTable: 'schema_version',
    // Its own schema only: another schema's schema_version (a test's, the bench's) is not this one.
    currentSchema: database.schema,
    execQuery: execScript,
  });

/** Applies the versioned migrations (migrations/NNN.do.<name>.sql) not applied yet. No schema sync. */
export async function migrate(database: Database): Promise<number> {
  const applied = await database.unlimited((execScript) => migrator(database, execScript).migrate());
  return applied.length;
}

/** The newest migration this code has: read from migrations/ once, since the files do not change while it runs. */
let newestInCode: Promise<number> | undefined;

/**
 * The database's schema version and the newest this code has: the API serves only when they agree. Each
 * readiness probe asks, so only the database's version is a query each time.
 */
export async function migrationStatus(database: Database): Promise<{ database: number; code: number }> {
  const postgrator = migrator(database);
  newestInCode ??= postgrator.getMaxVersion();
  return { database: await postgrator.getDatabaseVersion(), code: await newestInCode };
}
