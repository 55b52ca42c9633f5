// Saved-search matching at scale: 10 000 saved searches (500 people, 20 each, of every
// kind and filter) and 100 000 job posts, then new posts matched against them: through the real
// API (POST /api/findwork/submit, which matches before it answers) and the matching statement alone.
// Prints median and p95, and how many searches the indexes let each post reach.
// Run: npm run bench -w infra/api   (SEARCHES=2000 LISTINGS=20000 for a quicker run)
import { DAYS, MAX_SAVED_SEARCHES, NO_TASK_FILTERS, type NewSavedSearch } from '@fairgo/shared/contract';
import { testPostFields } from '@fairgo/testing';
import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { JOB_ROLES } from '../src/seed/catalogue';
import { startSession } from '../src/accounts/sessions';
import { matchSavedSearches } from '../src/saved-searches/matching';
import { listingSubject, savedSearchRow } from '../src/saved-searches/search-keys';
import { insertListings, runBench } from './bench-app';

const SEARCHES = Number(process.env.SEARCHES ?? 10_000);
const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const RUNS = 50;
const BUDGET_P95_MS = { post: 100, match: 25 };

await runBench(async (bench) => {
  const { app, database } = bench;
  const started = performance.now();
  const suburbs = 'abcdefghijklmnoprstuvwy'.split('').flatMap((letter) => app.suburbs.search(letter, 20));
  const roles = [...JOB_ROLES];
  const certificates = ['RSA', 'First Aid', 'Food Safety', 'White Card', 'Forklift Licence'];
  const pick = <T>(values: readonly T[], n: number) => values[n % values.length]!;

  const people = await app.db
    .insertInto('users')
    .values(
      Array.from({ length: Math.ceil(SEARCHES / MAX_SAVED_SEARCHES) + 1 }, (_, n) => ({
        name: `Person ${n}`,
        email: `person${n}@example.com.au`,
        password_hash: 'x',
        role: 'both' as const,
        membership_expires: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning('id')
    .execute();
  const [poster, ...searchers] = people;
  await insertListings(bench, 'job_posts', LISTINGS, poster!.id, { suburbs, roles, certificates });

  // Searches as people make them: mostly a role or two in a suburb or a state, some by distance,
  // some with days or a certificate, a few for everything; and some for workers and tasks.
  const searchOf = (n: number): NewSavedSearch => {
    const suburb = pick(suburbs, n * 7);
    if (n % 10 === 9)
      return { kind: 'task', filters: { ...NO_TASK_FILTERS, keywords: pick(['garden', 'move', 'clean'], n) } };
    return {
      kind: n % 10 === 8 ? 'worker' : 'job',
      filters: {
        jobs: n % 50 === 0 ? [] : [pick(roles, n), ...(n % 3 === 0 ? [pick(roles, n * 13)] : [])],
        locations:
          n % 4 === 1
            ? []
            : n % 4 === 2
              ? [`All ${suburb.location.split(',')[0]},${suburb.location.split(',')[1]}`]
              : [suburb.location],
        near: n % 4 === 1 ? suburb.location : '',
        withinKm: n % 4 === 1 ? pick([5, 10, 25, 50], n) : null,
        days: n % 5 === 0 ? [pick(DAYS, n)] : [],
        certificates: n % 6 === 0 ? [pick(certificates, n)] : [],
        verified: [],
      },
    };
  };
  const rows = Array.from({ length: SEARCHES }, (_, n) =>
    savedSearchRow(app, searchers[Math.floor(n / MAX_SAVED_SEARCHES)]!.id, searchOf(n)),
  );
  for (let from = 0; from < rows.length; from += 1000)
    await app.db
      .insertInto('saved_searches')
      .values(rows.slice(from, from + 1000))
      .execute();
  await database.unlimited((execScript) => execScript('ANALYZE saved_searches;'));
  console.log(
    `${database.kind}: ${SEARCHES} saved searches, ${LISTINGS} job posts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const token = await startSession(app, poster!.id);

  // A new post as the API gets it, and the statement alone on subjects spread over the catalogue.
  const post = (n: number) => {
    const suburb = pick(suburbs, n * 11);
    const fields = testPostFields({ job: pick(roles, n * 3), location: suburb.location });
    return {
      id: crypto.randomUUID(),
      user_id: poster!.id,
      name: fields.name,
      job: fields.job,
      location: suburb.location,
      latitude: suburb.latitude,
      longitude: suburb.longitude,
      availability: fields.availability,
      certificates: [pick(certificates, n)],
      verified: [],
      pay_hourly_cents: null,
    };
  };
  const reached: number[] = [];
  console.log(`\n${'matching one new post'.padEnd(36)} ${'median'.padStart(8)} ${'p95'.padStart(8)}`);
  await bench.time('POST /api/findwork/submit', BUDGET_P95_MS.post, RUNS, async (n) => {
    const { id, user_id, latitude, longitude, pay_hourly_cents, ...fields } = post(n);
    void [id, user_id, latitude, longitude, pay_hourly_cents];
    const response = await app.inject({
      method: 'POST',
      url: '/api/findwork/submit',
      headers: { authorization: token },
      payload: testPostFields(fields),
    });
    if (response.statusCode !== 200) throw new Error(`submit: ${response.statusCode} ${response.body}`);
  });
  const told: number[] = [];
  await bench.time('matchSavedSearches', BUDGET_P95_MS.match, RUNS, async (n) => {
    told.push(await matchSavedSearches(app, listingSubject('job', post(n))));
  });
  // How many searches a post's keys reach, and whether the index is what finds them.
  const reachedBy = (subject: ReturnType<typeof listingSubject>, explain = false) =>
    sql<Record<string, string | number>>`${sql.raw(explain ? 'EXPLAIN' : '')}
      SELECT count(*)::int AS count FROM saved_searches s
      WHERE s.paused_at IS NULL AND s.match_keys && ${subject.matchKeys}::text[]`.execute(app.db);
  for (let n = 0; n < RUNS; n++) reached.push(Number((await reachedBy(listingSubject('job', post(n)))).rows[0]!.count));
  const plan = (await reachedBy(listingSubject('job', post(1)), true)).rows.map((row) => String(row['QUERY PLAN']));
  const indexes = plan.map((line) => /Index Scan on (\w+)/.exec(line)?.[1]).filter(Boolean);
  console.log(`  the searches are found by ${indexes.length ? indexes.join(' and ') : 'a scan of every search'}`);
  const mean = (values: number[]) => (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(1);
  console.log(
    `  each post reached ${mean(reached)} of ${SEARCHES} searches by its keys (max ${Math.max(...reached)}), and told ${mean(told)} people`,
  );
});
