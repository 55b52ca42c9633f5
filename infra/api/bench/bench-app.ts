import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

/**
 * With `BENCH_SMOKE=1` (`npm test` runs every bench at a small size, so that none stops running unseen), a
 * bench runs end to end and prints its timings, but its budgets, set for its full size, decide nothing.
 */
const BUDGETS_DECIDE = !process.env.BENCH_SMOKE;

/**
 * The real API on the embedded database (or DATABASE_URL's server, in a schema of its own) for a
 * bench, and what every bench does with it: run its body, print a table of timings against a budget,
 * drop the schema whatever happens, and exit 1 when a p95 was over its budget (or the body failed).
 */
export async function runBench(body: (bench: Bench) => Promise<void>) {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url, schema: `bench_${Date.now()}`, poolSize: 4 }
      : { kind: 'pglite', dataDir: 'memory://' },
  );
  const app = await buildApp(
    {
      ...loadConfig(),
      logLevel: 'silent',
      seedDemoData: false,
      storage: { kind: 'folder', dir: mkdtempSync(join(tmpdir(), 'fairgo-bench-')) },
      mailDropDir: mkdtempSync(join(tmpdir(), 'fairgo-bench-mail-')),
    },
    { database },
  );
  await app.ready();
  let failed = false;
  const bench = {
    app,
    database,
    literal: (values: string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`,
    /** Times `run` (given the run's number) `runs` times; prints its median and p95 against `budgetMs`. */
    async time(name: string, budgetMs: number, runs: number, run: (index: number) => Promise<unknown>) {
      const times: number[] = [];
      for (let index = 0; index < runs; index++) {
        const start = performance.now();
        await run(index);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(runs / 2)]!;
      const p95 = times[Math.ceil(runs * 0.95) - 1]!;
      const over = p95 > budgetMs;
      failed ||= over && BUDGETS_DECIDE;
      console.log(
        `${name.padEnd(36)} ${median.toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms  (budget p95 ${budgetMs} ms)${over ? '  OVER BUDGET' : ''}`,
      );
    },
    /** A budget the bench judges itself: printed when it does not hold, and then the bench fails. */
    judge(budget: string, holds: boolean) {
      if (holds) return;
      failed ||= BUDGETS_DECIDE;
      console.log(`OVER BUDGET: ${budget}`);
    },
  };
  // The bench's schema goes whatever happens: a PostgreSQL server is left as it was found.
  try {
    await body(bench);
  } finally {
    if (url) await database.execScript(`DROP SCHEMA "${database.schema}" CASCADE`);
    await app.close();
    await database.close();
  }
  process.exitCode = failed ? 1 : 0;
}

export type Bench = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Awaited<ReturnType<typeof openDatabase>>;
  literal: (values: string[]) => string;
  time: (name: string, budgetMs: number, runs: number, run: (index: number) => Promise<unknown>) => Promise<void>;
  judge: (budget: string, holds: boolean) => void;
};

/** Inserts `count` posts into a listing table, spread over `suburbs`, `roles` and `certificates`. */
export async function insertListings(
  { database, literal }: Bench,
  table: 'worker_posts' | 'job_posts',
  count: number,
  ownerId: string,
  catalogue: {
    suburbs: { location: string; latitude: number; longitude: number }[];
    roles: string[];
    certificates: string[];
  },
) {
  const { suburbs, roles, certificates } = catalogue;
  // Outside the statement timeout: a million rows take longer than any request may.
  await database.unlimited((execScript) =>
    execScript(
      `
    INSERT INTO ${table} (user_id, name, job, phone, email, location, latitude, longitude, description,
      certificates, availability, share_phone, gender, created_at)
    SELECT '${ownerId}', 'Listing ' || n, (${literal(roles)})[1 + n % ${roles.length}], '0412345678',
      'listing' || n || '@example.com.au',
      (${literal(suburbs.map((s) => s.location))})[1 + n % ${suburbs.length}],
      (ARRAY[${suburbs.map((s) => s.latitude).join(',')}]::float8[])[1 + n % ${suburbs.length}],
      (ARRAY[${suburbs.map((s) => s.longitude).join(',')}]::float8[])[1 + n % ${suburbs.length}],
      'Casual shifts', CASE WHEN n % 3 = 0 THEN ARRAY[]::text[]
        ELSE ARRAY[(${literal(certificates)})[1 + n % ${certificates.length}]] END,
      jsonb_build_object('Monday', n % 2 = 0, 'Tuesday', n % 3 = 0, 'Wednesday', true, 'Thursday', n % 5 > 0,
        'Friday', n % 7 > 0, 'Saturday', n % 4 = 0, 'Sunday', n % 6 = 0),
      n % 2 = 0, (ARRAY['Male','Female','Other'])[1 + n % 3], now() - (n || ' minutes')::interval
    FROM generate_series(1, ${count}) AS n;
    ANALYZE ${table};
    ANALYZE users;`,
    ),
  );
}
