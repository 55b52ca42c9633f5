// Browsers' health at scale: 30 days of samples for four remotes (SAMPLES_PER_DAY a day, as
// a site with 100 000 page loads a day and HEALTH_SAMPLE_RATE=0.1 sends), with a canary running on one.
// Times a page's health token and a beacon through the real API, the admins' Releases read (every remote's versions over the
// last hour and day) and one run of the canary watch.
// Run: npx tsx infra/api/bench/releases.bench.ts   (SAMPLES_PER_DAY=10000 for a quicker run)
import { performance } from 'node:perf_hooks';
import { startSession } from '../src/accounts/sessions';
import { runBench } from './bench-app';

const SAMPLES_PER_DAY = Number(process.env.SAMPLES_PER_DAY ?? 50_000);
const DAYS = 30;
const RUNS = 30;
const BUDGET_P95_MS = { beacon: 20, read: 500, watch: 250 };
const REMOTES = ['mf_account', 'mf_admin', 'mf_marketplace', 'mf_tasks'];
/** The browsers the samples come from (the canary watch and the Releases read weigh browsers). */
const BROWSERS = 20_000;

await runBench(async (bench) => {
  const { app, database } = bench;
  const started = performance.now();
  // Each remote: an old version, the current one, and on mf_tasks a canary started an hour ago.
  for (const remote of REMOTES) {
    for (const version of ['0.1.0-old00000', '0.1.0-current0', '0.2.0-canary00']) {
      await app.db
        .insertInto('remote_releases')
        .values({
          remote,
          version,
          manifest_url: `http://cdn/${remote}/${version}/mf-manifest.json`,
          title: remote,
          routes: '["/x"]',
        })
        .execute();
    }
    const canary = remote === 'mf_tasks';
    await app.db
      .insertInto('remote_pointers')
      .values({
        remote,
        version: '0.1.0-current0',
        moved_at: new Date(),
        canary_version: canary ? '0.2.0-canary00' : null,
        canary_percent: canary ? 10 : null,
        canary_since: canary ? new Date(Date.now() - 3_600_000) : null,
      })
      .execute();
  }
  // Samples spread over 30 days: loads (2 % failed), Web Vitals and a few render errors; the current
  // version in the last week, the old one before, the canary for its tenth of the last hour.
  const total = SAMPLES_PER_DAY * DAYS;
  await database.unlimited((execScript) =>
    execScript(
      `
    INSERT INTO remote_health (remote, version, kind, value, failed, recorded_at, page_id, client)
    SELECT (ARRAY['mf_account','mf_admin','mf_marketplace','mf_tasks'])[1 + n % 4],
      CASE WHEN n % 4 = 3 AND n % 10 = 0 AND n < ${SAMPLES_PER_DAY / 24} THEN '0.2.0-canary00'
           WHEN n < ${SAMPLES_PER_DAY * 7} THEN '0.1.0-current0' ELSE '0.1.0-old00000' END,
      (ARRAY['load','load','load','LCP','INP','CLS','load','render-error'])[1 + n % 8],
      CASE WHEN n % 8 = 7 OR n % 50 = 0 THEN NULL WHEN n % 8 = 5 THEN (n % 30) / 100.0 ELSE 100 + n % 2000 END,
      n % 50 = 0 AND n % 8 IN (0, 1, 2, 6),
      now() - (n * ${(DAYS * 86_400) / total} || ' seconds')::interval,
      'page-' || n, 'browser-' || n % ${BROWSERS}
    FROM generate_series(0, ${total - 1}) AS n;
    ANALYZE remote_health;`,
    ),
  );
  console.log(`${total} samples in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const admin = await app.db
    .insertInto('users')
    .values({ name: 'Ada', email: 'ada@example.com.au', password_hash: 'x', role: 'worker', is_admin: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await startSession(app, admin.id);
  const address = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const tokens: string[] = [];
  const mint = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/registry/health/pages',
      payload: {},
      remoteAddress: address(),
    });
    if (response.statusCode !== 200) throw new Error(`health token answered ${response.statusCode}`);
    return response.json<{ token: string }>().token;
  };
  const beacon = {
    samples: [
      { remote: 'mf_tasks', version: '0.1.0-current0', kind: 'load', value: 412 },
      { remote: 'mf_tasks', version: '0.1.0-current0', kind: 'LCP', value: 1830 },
      { remote: 'mf_tasks', version: '0.1.0-current0', kind: 'CLS', value: 0.01 },
    ],
  };

  await bench.time('POST /api/registry/health/pages (a token)', BUDGET_P95_MS.beacon, RUNS, async () => {
    tokens.push(await mint());
  });
  await bench.time('POST /api/registry/health (3 samples)', BUDGET_P95_MS.beacon, RUNS, async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/registry/health',
      payload: { ...beacon, token: tokens.pop() ?? (await mint()) },
      remoteAddress: address(),
    });
    if (response.statusCode !== 204) throw new Error(`beacon answered ${response.statusCode}`);
  });
  await bench.time('GET /api/registry/health (admins)', BUDGET_P95_MS.read, RUNS, async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/registry/health',
      headers: { authorization: token },
    });
    if (response.statusCode !== 200) throw new Error(`health answered ${response.statusCode}`);
  });
  await bench.time('canary watch (one canary)', BUDGET_P95_MS.watch, RUNS, () => app.watchCanaries());
});
