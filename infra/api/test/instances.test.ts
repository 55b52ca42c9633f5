import { listingSearchFilters, NO_FILTERS } from '@fairgo/shared/contract';
import { testPostFields } from '@fairgo/testing';
import { readdirSync } from 'node:fs';
import { claimPeriod, repeatEvery } from '../src/lib/repeating-job';
import { startTestInstances, type TestApp } from './helper';
import { login, register } from './support/accounts';

// Several API instances behind a load balancer share one database: what they must agree on.
describe('two API instances on one database', () => {
  it('claim each period of a job once, however many instances ask at once', async () => {
    const apps = await startTestInstances(2);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, index) => claimPeriod(apps[index % 2]!, 'test-job', 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Another job's period is its own.
    expect(await claimPeriod(apps[1]!, 'other-job', 60_000)).toBe(true);
    for (const app of apps) await app.close();
  });

  it('run a repeating job in one of them per period', async () => {
    const everyMs = 400;
    const starts: { instance: number; at: number }[] = [];
    let instance = 0;
    const apps = await startTestInstances(
      2,
      {},
      {
        beforeReady: (app) => {
          const mine = instance++;
          repeatEvery(app, {
            name: 'test-job',
            everyMs,
            atStart: true,
            failure: 'TEST-001',
            run: async () => void starts.push({ instance: mine, at: Date.now() }),
          });
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const app of apps) await app.close();
    // Both instances tick every 400 ms (about 12 ticks together): about 6 runs, never two in one period.
    // The spacing is the rule; a count would also take in the time the instances took to start and stop.
    expect(starts.length).toBeGreaterThanOrEqual(2);
    for (let index = 1; index < starts.length; index++) {
      expect(starts[index]!.at - starts[index - 1]!.at).toBeGreaterThanOrEqual(everyMs * 0.9 - 50);
    }
  });

  it('close once the run of a job under way has ended, on a database still open', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    let ended = false;
    const [app] = await startTestInstances(
      1,
      {},
      {
        beforeReady: (app) =>
          repeatEvery(app, {
            name: 'held-job',
            everyMs: 60_000,
            atStart: true,
            failure: 'TEST-002',
            run: async () => {
              started = true;
              await held;
              await app.db.selectFrom('repeating_jobs').select('name').execute();
              ended = true;
            },
          }),
      },
    );
    while (!started) await new Promise((resolve) => setTimeout(resolve, 20));
    let closed = false;
    const closing = app!.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(ended).toBe(true);
  });

  // Two instances, two people, a post and a digest run by both: over Jest's 30 s on a busy machine.
  it('send one digest per person a day, even when both look for it at once', async () => {
    // 08:00 in Sydney: past the digest hour.
    const now = new Date('2026-11-25T21:00:00Z');
    const apps = await startTestInstances(2, {}, { clock: () => now });
    const [first, second] = apps as [TestApp, TestApp];
    await register(first, { email: 'wendy@example.com.au', role: 'worker' });
    await register(first, { email: 'nina@example.com.au', role: 'employer' });
    await first.db
      .updateTable('users')
      .set({ membership_expires: new Date(now.getTime() + 30 * 86_400_000) })
      .where('email', '=', 'nina@example.com.au')
      .execute();
    const wendy = (await login(first, 'wendy@example.com.au')).token;
    const nina = (await login(second, 'nina@example.com.au')).token;
    const filters = { ...listingSearchFilters(NO_FILTERS), jobs: ['Barista'] };
    await first.inject({
      method: 'POST',
      url: '/api/savedSearches',
      headers: { authorization: wendy },
      payload: { kind: 'job', filters },
    });
    const posted = await second.inject({
      method: 'POST',
      url: '/api/findwork/submit',
      headers: { authorization: nina },
      payload: testPostFields(),
    });
    expect(posted.statusCode).toBe(200);

    const sent = await Promise.all([first.sendSearchDigests(), second.sendSearchDigests(), first.sendSearchDigests()]);
    expect(sent.reduce((total, count) => total + count, 0)).toBe(1);
    await Promise.all([first.mail.sendWaiting(), second.mail.sendWaiting()]);
    expect(readdirSync(first.config.mailDropDir)).toHaveLength(1);
    for (const app of apps) await app.close();
  }, 90_000);

  // Skipped on PGlite, on purpose: the embedded database serves one process, so its limits count in that
  // process's memory (plugins/rate-limits.ts) and two instances cannot share one. npm test runs it on PostgreSQL.
  (process.env.DATABASE_URL && !(globalThis as { FAIRGO_API_TESTS_ON_PGLITE?: boolean }).FAIRGO_API_TESTS_ON_PGLITE
    ? it
    : it.skip)('count a rate limit together: the 6th login attempt in a minute is refused by either', async () => {
    const apps: TestApp[] = await startTestInstances(2);
    const attempt = (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'someone@example.com.au', password: 'wrong password' },
      });
    const statuses = [];
    for (let index = 0; index < 7; index++) statuses.push((await attempt(apps[index % 2]!)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    for (const app of apps) await app.close();
  });
});
