import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { randomUUID } from 'node:crypto';

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

// Two deploys at once, or an API migrating at start beside `npm run migrate`: they take turns.
// Skipped on PGlite, on purpose: the embedded database serves one process, so there is no second one to race
// and no advisory lock to take. npm test runs it on PostgreSQL (DATABASE_URL).
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('two migrations at once on one PostgreSQL database', () => {
  it('take turns on the advisory lock: one applies everything, the other waits and applies nothing', async () => {
    const schema = `race_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const target = { kind: 'postgres' as const, url: process.env.DATABASE_URL!, schema, poolSize: 2 };
    // Opened one after the other: each creates the schema if it is missing, which is not itself a race to test.
    const one = await openDatabase(target);
    const two = await openDatabase(target);
    try {
      const applied = await Promise.all([migrate(one!), migrate(two!)]);
      const { readdirSync } = await import('node:fs');
      const files = readdirSync(new URL('../../src/db/migrations/', import.meta.url)).length;
      console.log(`two migrations at once: applied ${applied.join(' and ')}`);
      expect(applied.sort((a, b) => a - b)).toEqual([0, files]);
    } finally {
      await one!.execScript(`DROP SCHEMA "${schema}" CASCADE`);
      await Promise.all([one!.close(), two!.close()]);
    }
  }, 120_000);
});

// The version still serving runs on the schema the next version migrated (docs/deploying.md): so a
// migration may add, never take away or change what an older version reads or writes.
describe('every migration only adds', () => {
  const folder = new URL('../../src/db/migrations/', import.meta.url);
  const taking = [
    /\bDROP\s+(TABLE|COLUMN|TYPE|VIEW|FUNCTION|SCHEMA)\b/i,
    /\bRENAME\b/i,
    /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i,
    /\bALTER\s+COLUMN\s+\S+\s+SET\s+NOT\s+NULL\b/i,
    /\bADD\s+COLUMN\s+[^;]*\bNOT\s+NULL\b(?![^;]*\bDEFAULT\b)/i,
    /\bTRUNCATE\b/i,
  ];
  it('takes nothing an older version reads: no DROP, RENAME, type change or new NOT NULL without a default', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const files = readdirSync(folder);
    expect(files.length).toBeGreaterThan(30);
    const offending = files.flatMap((file) => {
      const text = readFileSync(new URL(file, folder), 'utf8').replace(/--.*$/gm, '');
      return taking.filter((rule) => rule.test(text)).map((rule) => `${file}: ${rule.source}`);
    });
    expect(offending).toEqual([]);
  });
});
