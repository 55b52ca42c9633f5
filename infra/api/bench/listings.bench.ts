// Listing search at scale (issue 5): 100 000 looking-for-work posts and 100 000 job posts in the
// embedded database (or DATABASE_URL's server), then each search of the pages, timed through the
// real API. Prints median and p95 per search; exits 1 when a p95 is over its budget.
// Run: npm run bench -w infra/api   (LISTINGS=20000 for a quicker run)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const RUNS = 25;
const BUDGET_P95_MS = 150;

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
    uploadsDir: mkdtempSync(join(tmpdir(), 'fairgo-bench-')),
  },
  { database },
);
await app.ready();

let failed = false;
// The bench's schema goes whatever happens: a PostgreSQL server is left as it was found.
try {
  // Suburbs with coordinates from the dataset, roles and certificates from a small catalogue.
  const suburbs = [
    'Newtown',
    'Glenelg',
    'Fitzroy',
    'Surry Hills',
    'Norwood',
    'Fremantle',
    'Hobart',
    'Toowong',
    'Parramatta',
  ]
    .flatMap((name) => app.suburbs.search(name, 3))
    .slice(0, 20);
  const roles = [
    'Barista',
    'Chef',
    'Cleaner',
    'Waiter',
    'Kitchen Hand',
    'Labourer',
    'Retail Assistant',
    'Aged Care Worker',
  ];
  const certificates = ['RSA', 'First Aid', 'Food Safety', 'White Card', 'Forklift Licence'];
  const started = performance.now();
  const owner = await app.db
    .insertInto('users')
    .values({ name: 'Bench', email: 'bench@example.com.au', password_hash: 'x', role: 'both' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const literal = (values: string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;
  for (const table of ['worker_posts', 'job_posts']) {
    await database.execScript(`
    INSERT INTO ${table} (user_id, name, job, phone, email, location, latitude, longitude, description,
      certificates, availability, share_phone, gender, created_at)
    SELECT '${owner.id}', 'Listing ' || n, (${literal(roles)})[1 + n % ${roles.length}], '0412345678',
      'listing' || n || '@example.com.au',
      (${literal(suburbs.map((s) => s.location))})[1 + n % ${suburbs.length}],
      (ARRAY[${suburbs.map((s) => s.latitude).join(',')}]::float8[])[1 + n % ${suburbs.length}],
      (ARRAY[${suburbs.map((s) => s.longitude).join(',')}]::float8[])[1 + n % ${suburbs.length}],
      'Casual shifts', CASE WHEN n % 3 = 0 THEN ARRAY[]::text[]
        ELSE ARRAY[(${literal(certificates)})[1 + n % ${certificates.length}]] END,
      jsonb_build_object('Monday', n % 2 = 0, 'Tuesday', n % 3 = 0, 'Wednesday', true, 'Thursday', n % 5 > 0,
        'Friday', n % 7 > 0, 'Saturday', n % 4 = 0, 'Sunday', n % 6 = 0),
      n % 2 = 0, (ARRAY['Male','Female','Other'])[1 + n % 3], now() - (n || ' minutes')::interval
    FROM generate_series(1, ${LISTINGS}) AS n;
    ANALYZE ${table};`);
  }
  console.log(
    `${database.kind}: ${LISTINGS} listings per table in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const near = encodeURIComponent(suburbs[0]!.location);
  const searches: Record<string, string> = {
    'find-work, no filter': '/api/findwork/advisers',
    'find-work, page 40': '/api/findwork/advisers?offset=960',
    'find-work, 2 roles + 2 days': '/api/findwork/advisers?jobs=Chef&jobs=Barista&availability=Monday,Saturday',
    'find-work, certificates all': '/api/findwork/advisers?certificates=RSA',
    'find-work, All Adelaide': `/api/findwork/advisers?locations=${encodeURIComponent('All Adelaide, South Australia')}`,
    'find-worker, filterworkers': `/api/findworker/filterworkers?jobs=Chef&availability=Tuesday&locations=${near}`,
    'find-worker, within 10 km': `/api/findworker/workers?near=${near}&withinKm=10`,
    'find-worker, by distance': `/api/findworker/workers?near=${near}&withinKm=50&sort=distance`,
    'find-worker, by wanted days': '/api/findworker/workers?availability=Saturday,Sunday&sort=days',
  };

  console.log(`\n${'search'.padEnd(32)} ${'median'.padStart(8)} ${'p95'.padStart(8)}  budget p95 ${BUDGET_P95_MS} ms`);
  for (const [name, path] of Object.entries(searches)) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url: path });
      times.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
    const over = p95 > BUDGET_P95_MS;
    failed ||= over;
    console.log(
      `${name.padEnd(32)} ${median.toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms${over ? '  OVER BUDGET' : ''}`,
    );
  }
} finally {
  if (url) await database.execScript(`DROP SCHEMA "${database.schema}" CASCADE`);
  await app.close();
  await database.close();
}
process.exitCode = failed ? 1 : 0;
