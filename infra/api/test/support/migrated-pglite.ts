import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

/** Names the file that holds a migrated embedded database, for every test app of the run to start from. */
export const MIGRATED_PGLITE = 'FAIRGO_TEST_MIGRATED_PGLITE';

/**
 * Jest's global setup of the API tests: migrates one embedded database and keeps its data directory
 * in a file. A new PGlite cluster costs seconds of initdb on a busy 2-core machine, and every test
 * app starts on a database of its own; loading this copy costs a fraction of that. It is made by this
 * checkout's migrations on every run, so it is never older than they are; the app still runs
 * `migrate` at start (finding nothing to do), and test/db/ migrates a new cluster.
 */
export default async function migratedPglite() {
  // Once for the run, though both API projects name it (jest.config.cjs).
  if (process.env[MIGRATED_PGLITE]) return;
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await migrate(database);
    const dir = mkdtempSync(join(tmpdir(), 'fairgo-api-tests-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    process.env[MIGRATED_PGLITE] = file;
  } finally {
    await database.close();
  }
}
