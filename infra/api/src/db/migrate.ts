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

/** One lock per schema: the migrations of another schema (a test's) do not wait for these. */
const LOCK = `hashtext('fairgo migrations ' || current_schema())`;
const LOCK_RETRY_MS = 250;

/**
 * Applies the versioned migrations (migrations/NNN.do.<name>.sql) not applied yet. No schema sync.
 * Two runs at once (two deploys, or an API migrating at start beside `npm run migrate`) take turns on a
 * session advisory lock: the second waits, then finds the schema current and applies nothing.
 */
export async function migrate(database: Database): Promise<number> {
  const applied = await database.unlimited(async (execScript) => {
    // Asked again and again rather than waited for in one statement: a run waiting inside a statement
    // holds a snapshot, which the other run's CREATE INDEX CONCURRENTLY waits for (a deadlock).
    const tryLock = async () =>
      ((await execScript(`SELECT pg_try_advisory_lock(${LOCK}) AS locked`)).rows[0] as { locked: boolean }).locked;
    while (!(await tryLock())) {
      await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
    }
    try {
      return await migrator(database, execScript).migrate();
    } finally {
      await execScript(`SELECT pg_advisory_unlock(${LOCK})`);
    }
  });
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
