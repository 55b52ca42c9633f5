import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

/** Every migration on a fresh embedded database, twice over: on a busy two-core machine that passes 30 s. */
const MIGRATING_ON_PGLITE_MS = 120_000;

describe('migrations', () => {
  it(
    "look only at their own schema: another schema's schema_version does not stop them",
    async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
      try {
        // What a bench or a test leaves on a shared server: a schema of its own, with its own history.
        await database.execScript(
          'CREATE SCHEMA bench_left_behind; CREATE TABLE bench_left_behind.schema_version (version bigint)',
        );
        expect(await migrate(database)).toBeGreaterThan(0);
        const { rows } = await database.execScript('SELECT count(*)::int AS count FROM public.schema_version');
        expect(rows).toEqual([{ count: expect.any(Number) }]);
        expect(await migrate(database)).toBe(0);
      } finally {
        await database.close();
      }
    },
    MIGRATING_ON_PGLITE_MS,
  );
});
