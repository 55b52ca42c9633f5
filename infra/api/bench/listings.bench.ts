// Listing search at scale: 100 000 looking-for-work posts and 100 000 job posts in the
// embedded database (or DATABASE_URL's server), then each search of the pages, timed through the
// real API. Prints median and p95 per search; exits 1 when a p95 is over its budget.
// Run: npm run bench -w infra/api   (LISTINGS=20000 for a quicker run)
import { performance } from 'node:perf_hooks';
import { insertListings, runBench } from './bench-app';

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const RUNS = 25;
const BUDGET_P95_MS = 150;

await runBench(async (bench) => {
  const { app } = bench;
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
  for (const table of ['worker_posts', 'job_posts'] as const)
    await insertListings(bench, table, LISTINGS, owner.id, { suburbs, roles, certificates });
  console.log(
    `${bench.database.kind}: ${LISTINGS} listings per table in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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

  console.log(`\n${'search'.padEnd(36)} ${'median'.padStart(8)} ${'p95'.padStart(8)}`);
  for (const [name, path] of Object.entries(searches)) {
    await bench.time(name, BUDGET_P95_MS, RUNS, async () => {
      const response = await app.inject({ method: 'GET', url: path });
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    });
  }
});
