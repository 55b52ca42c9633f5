// Safe releases: browsers' health beacons, the admins' read, and the automatic rollback.
import type { HealthSample, ReleaseHealth } from '@fairgo/shared/contract';
import { canaryVerdict } from '../../src/releases/canary-rule';
import { HEALTH_TOKEN_TTL_MS } from '../../src/releases/health-pages';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { BROWSER_IP, bucketFor, loads, registryCalls, reportLoads, reportPage } from '../support/registry';
import { asAdmin } from '../support/tasks';

const lcp = (version: string, value: number): HealthSample => ({ remote: 'mf_admin', version, kind: 'LCP', value });

describe('browsers’ health beacons', () => {
  let app: TestApp;
  let calls: ReturnType<typeof registryCalls>;
  let now: Date;
  beforeEach(async () => {
    now = new Date();
    app = await startTestApp({}, { clock: () => now });
    calls = registryCalls(app);
    await calls.publish('0.1.0-aaaa0001');
    await calls.point('0.1.0-aaaa0001');
  });
  afterEach(() => app.close());

  it('takes samples from a page load it handed a token to, of the versions that page runs, and shows admins the p75s and failure rate over the hour and day', async () => {
    await calls.publish('0.1.0-aaaa0002'); // published, but no page runs it
    const first: HealthSample[] = [
      ...loads('0.1.0-aaaa0001', 1, { ms: 400 }),
      { remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'render-error' },
      lcp('0.1.0-aaaa0001', 1800),
      { remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'INP', value: 120 },
      { remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'CLS', value: 0.02 },
      // Not what this page runs: dropped, whether published or not.
      { remote: 'mf_admin', version: '0.1.0-aaaa0002', kind: 'load', failed: true },
      { remote: 'mf_admin', version: '6.6.6-guess', kind: 'load', failed: true },
    ];
    // No session needed; a session sent along is ignored, not stored.
    const token = await calls.healthToken();
    expect((await calls.beacon(token, first, { headers: { authorization: 'not-a-token' } })).statusCode).toBe(204);
    // Three more page loads of the same browser: one failed.
    await reportPage(calls, loads('0.1.0-aaaa0001', 1, { failed: 1 }));
    await reportPage(calls, loads('0.1.0-aaaa0001', 1, { ms: 400 }));
    await reportPage(calls, loads('0.1.0-aaaa0001', 1, { ms: 400 }));
    const rows = await app.db.selectFrom('remote_health').selectAll().execute();
    expect(rows).toHaveLength(8);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'client',
      'failed',
      'id',
      'kind',
      'page_id',
      'recorded_at',
      'remote',
      'value',
      'version',
    ]);
    // One browser, four page loads; its address is not stored.
    expect(new Set(rows.map((row) => row.client)).size).toBe(1);
    expect(new Set(rows.map((row) => row.page_id)).size).toBe(4);
    expect(JSON.stringify(rows)).not.toContain(BROWSER_IP);

    expect((await app.inject({ method: 'GET', url: '/api/registry/health' })).statusCode).toBe(401);
    await register(app);
    const { token: session } = await login(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/registry/health', headers: { authorization: session } }))
        .statusCode,
    ).toBe(403);
    await asAdmin(app, session);
    const health = (
      await app.inject({ method: 'GET', url: '/api/registry/health', headers: { authorization: session } })
    ).json<ReleaseHealth>();
    const stats = {
      loads: 4,
      failures: 1,
      failureRate: 0.25,
      clients: 1,
      renderErrors: 1,
      p75LoadMs: 400,
      p75Lcp: 1800,
      p75Inp: 120,
      p75Cls: 0.02,
    };
    expect(health.remotes).toEqual([
      {
        remote: 'mf_admin',
        current: '0.1.0-aaaa0001',
        canary: null,
        versions: [{ version: '0.1.0-aaaa0001', role: 'current', hour: stats, day: stats }],
      },
    ]);
  });

  it('counts a page load once per remote and kind, however often it reports (the last report stands)', async () => {
    const token = await calls.healthToken();
    for (let post = 0; post < 4; post += 1) {
      expect((await calls.beacon(token, loads('0.1.0-aaaa0001', 50, { failed: 50 }))).statusCode).toBe(204);
    }
    expect((await calls.beacon(token, [lcp('0.1.0-aaaa0001', 900), lcp('0.1.0-aaaa0001', 1200)])).statusCode).toBe(204);
    const rows = await app.db.selectFrom('remote_health').select(['kind', 'failed', 'value']).orderBy('kind').execute();
    expect(rows).toEqual([
      { kind: 'LCP', failed: false, value: 1200 },
      { kind: 'load', failed: true, value: null },
    ]);
  });

  it('refuses a beacon without a token this site handed out, or with an expired one, with a 400 that names the token', async () => {
    const token = await calls.healthToken();
    const [payload, signature] = token.split('.');
    const otherPage = (await calls.healthToken()).split('.')[1];
    const forged = Buffer.from(
      JSON.stringify({ page: 'mine', client: 'x', versions: { mf_admin: '0.1.0-aaaa0001' }, expiresAt: 9e15 }),
    ).toString('base64url');
    for (const bad of ['', 'not-a-token', `${payload}.${otherPage}`, `${forged}.${signature}`, `${token}.x`]) {
      const refused = await calls.beacon(bad, loads('0.1.0-aaaa0001', 1));
      expect({ bad, status: refused.statusCode }).toEqual({ bad, status: 400 });
      expect(refused.json().message).toMatch(/^token /);
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/registry/health',
      payload: { samples: loads('0.1.0-aaaa0001', 1) },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^token /);

    now = new Date(now.getTime() + HEALTH_TOKEN_TTL_MS - 1000);
    expect((await calls.beacon(token, loads('0.1.0-aaaa0001', 1))).statusCode).toBe(204);
    now = new Date(now.getTime() + 1000);
    expect((await calls.beacon(token, loads('0.1.0-aaaa0001', 1))).statusCode).toBe(400);
    expect(await app.db.selectFrom('remote_health').select('kind').execute()).toHaveLength(1);
  });

  it('refuses bad input with a 400 that names the field, and oversized beacons', async () => {
    const token = await calls.healthToken();
    const cases: [unknown, RegExp][] = [
      [[], /^samples /],
      [[{ remote: 'shell', version: '0.1.0-aaaa0001', kind: 'load', value: 1 }], /^samples\.0\.remote /],
      [[{ remote: 'mf_admin', version: '../x', kind: 'load', value: 1 }], /^samples\.0\.version /],
      [[{ remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'FID', value: 1 }], /^samples\.0\.kind /],
      [[{ remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'load', value: -5 }], /^samples\.0\.value /],
      [[{ remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'load', value: '12' }], /^samples\.0\.value /],
      [loads('0.1.0-aaaa0001', 51), /^samples /],
    ];
    for (const [samples, message] of cases) {
      const refused = await calls.beacon(token, samples);
      expect({ samples, status: refused.statusCode }).toEqual({ samples, status: 400 });
      expect(refused.json().message).toMatch(message);
    }
    for (const bucket of ['short', 'a'.repeat(65), 'has spaces in it', 42]) {
      const refused = await app.inject({ method: 'POST', url: '/api/registry/health/pages', payload: { bucket } });
      expect({ bucket, status: refused.statusCode }).toEqual({ bucket, status: 400 });
      expect(refused.json().message).toMatch(/^bucket /);
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/api/registry/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, samples: loads('0.1.0-aaaa0001', 1), padding: 'x'.repeat(20_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await app.db.selectFrom('remote_health').selectAll().execute()).toEqual([]);
  });

  it('hands out at most 30 tokens and takes at most 30 beacons a minute from one address', async () => {
    const tokens = [];
    for (let count = 0; count < 30; count += 1) tokens.push(await calls.healthToken());
    const refused = await app.inject({ method: 'POST', url: '/api/registry/health/pages', remoteAddress: BROWSER_IP });
    expect(refused.statusCode).toBe(429);
    const statuses = [];
    for (const token of tokens) statuses.push((await calls.beacon(token, loads('0.1.0-aaaa0001', 1))).statusCode);
    statuses.push((await calls.beacon(tokens[0]!, loads('0.1.0-aaaa0001', 1))).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('binds a token to the side of each canary its bucket gets', async () => {
    await calls.publish('0.1.0-aaaa0002');
    await calls.canary('0.1.0-aaaa0002', 50);
    const stable = await calls.healthToken(await bucketFor(calls, '0.1.0-aaaa0001'));
    const canary = await calls.healthToken(await bucketFor(calls, '0.1.0-aaaa0002'));
    const both = [...loads('0.1.0-aaaa0001', 1), ...loads('0.1.0-aaaa0002', 1)];
    await calls.beacon(stable, both);
    await calls.beacon(canary, both);
    await calls.beacon(await calls.healthToken(), both); // no bucket: the stable side
    const rows = await app.db.selectFrom('remote_health').select('version').orderBy('version').execute();
    expect(rows.map((row) => row.version)).toEqual(['0.1.0-aaaa0001', '0.1.0-aaaa0001', '0.1.0-aaaa0002']);
  });
});

describe('the automatic rollback', () => {
  const rules = { checkEveryMs: 60_000, minClients: 200, maxFailureRateIncrease: 2, maxLoadP75IncreasePercent: 50 };
  /** Browsers that each loaded once; `failures` of them failed. */
  const stats = (browsers: number, failures: number, p75LoadMs: number | null = 300) => ({
    loads: browsers,
    failures,
    failureRate: browsers ? failures / browsers : null,
    clients: browsers,
    renderErrors: 0,
    p75LoadMs,
    p75Lcp: null,
    p75Inp: null,
    p75Cls: null,
  });

  it('judges a canary only once enough browsers loaded it, and only when it is worse by more than the margins', () => {
    expect(canaryVerdict(stats(199, 199), stats(2000, 0), rules)).toBeNull();
    // Many loads from few browsers are still few browsers.
    expect(canaryVerdict({ ...stats(5, 5), loads: 5000, failures: 5000 }, stats(2000, 0), rules)).toBeNull();
    expect(canaryVerdict(stats(200, 200), stats(0, 0), rules)).toBe(
      '200 of 200 loads failed (100.0% in 200 browsers), against no failure on the stable version (no loads of it yet): more than 2 percentage points worse.',
    );
    expect(canaryVerdict(stats(200, 4), stats(2000, 0), rules)).toBeNull(); // 2.0 points: not more than 2
    expect(canaryVerdict(stats(200, 5), stats(2000, 0), rules)).toBe(
      '5 of 200 loads failed (2.5% in 200 browsers), against 0.0% in 2000 browsers on the stable version: more than 2 percentage points worse.',
    );
    expect(canaryVerdict(stats(200, 0, 451), stats(2000, 0, 300), rules)).toBe(
      'p75 load time 451 ms against 300 ms on the stable version: more than 50% slower.',
    );
    expect(canaryVerdict(stats(200, 0, 450), stats(2000, 0, 300), rules)).toBeNull();
    // Too few stable browsers to compare speed with.
    expect(canaryVerdict(stats(200, 0, 900), stats(100, 0, 300), rules)).toBeNull();
  });

  async function registryWithCanaries(minClients: number, maxFailureRateIncrease = rules.maxFailureRateIncrease) {
    const app = await startTestApp({
      canary: { ...rules, minClients, maxFailureRateIncrease },
      rateLimits: { perIpPerMinute: 1000, perAccountPerMinute: 1000, beaconsPerIpPerMinute: 1000 },
    });
    const calls = registryCalls(app);
    await register(app);
    const admin = { authorization: (await login(app)).token };
    await asAdmin(app, admin.authorization);
    for (const version of ['0.1.0-aaaa0001', '0.1.0-aaaa0002', '0.1.0-aaaa0003']) await calls.publish(version);
    await calls.point('0.1.0-aaaa0001');
    const hourOf = async (version: string) =>
      (await calls.send('GET', 'health', undefined, admin))
        .json<ReleaseHealth>()
        .remotes[0]!.versions.find((row) => row.version === version)!.hour;
    return { app, calls, hourOf };
  }

  it('ends a worse canary once, records why and tells admins; keeps a healthy one; waits for enough browsers', async () => {
    const { app, calls } = await registryWithCanaries(20);
    await reportLoads(calls, '0.1.0-aaaa0001', 30);

    // A healthy canary: kept.
    await calls.canary('0.1.0-aaaa0002', 10);
    await reportLoads(calls, '0.1.0-aaaa0002', 40);
    expect(await app.watchCanaries()).toEqual([]);
    expect((await calls.list()).canary?.version).toBe('0.1.0-aaaa0002');

    // A failing canary loaded by too few browsers yet: kept; by enough: rolled back, once.
    // Judged over the canary's own window: the stable version's browsers since it began.
    await calls.canary('0.1.0-aaaa0003', 10);
    await reportLoads(calls, '0.1.0-aaaa0001', 25);
    await reportLoads(calls, '0.1.0-aaaa0003', 19, { failed: 19 });
    expect(await app.watchCanaries()).toEqual([]);
    await reportLoads(calls, '0.1.0-aaaa0003', 1, { failed: 1 });
    const reason =
      '20 of 20 loads failed (100.0% in 20 browsers), against 0.0% in 25 browsers on the stable version: more than 2 percentage points worse.';
    expect(await app.watchCanaries()).toEqual([{ remote: 'mf_admin', version: '0.1.0-aaaa0003', reason }]);
    expect(await app.watchCanaries()).toEqual([]);

    const list = await calls.list();
    expect(list.current).toBe('0.1.0-aaaa0001');
    expect(list.canary).toBeNull();
    expect(list.events[0]).toMatchObject({
      action: 'auto-rollback',
      from: '0.1.0-aaaa0003',
      to: '0.1.0-aaaa0001',
      actor: 'canary watch',
      reason,
    });
    const bell = await app.db.selectFrom('notifications').select(['message', 'action_url']).execute();
    expect(bell).toEqual([
      {
        message: `The mf_admin canary 0.1.0-aaaa0003 was rolled back automatically: ${reason}`,
        action_url: '/releases',
      },
    ]);
    await app.close();
  });

  /** An attacker at `ip`: `pages` page loads of `version`, each reporting 50 failed loads (counted as one). */
  async function forgeFailures(calls: ReturnType<typeof registryCalls>, ip: string, version: string, pages: number) {
    for (let page = 0; page < pages; page += 1) await reportPage(calls, loads(version, 50, { failed: 50 }), ip);
  }

  // The probe's attack, from two addresses, against a watch that judges on 20 browsers and a
  // 10-point margin: counted by samples, its fake failures rolled back a healthy canary and kept a
  // broken one running.
  const attackers = ['203.0.113.10', '2001:db8:1:2::10'];

  it('is not forced by fake failures from two addresses: a healthy canary stays', async () => {
    const { app, calls, hourOf } = await registryWithCanaries(20, 10);
    await calls.canary('0.1.0-aaaa0002', 10);
    await reportLoads(calls, '0.1.0-aaaa0001', 25);
    await reportLoads(calls, '0.1.0-aaaa0002', 25);
    for (const ip of attackers) await forgeFailures(calls, ip, '0.1.0-aaaa0002', 4);
    // Another address inside the same /64 is the same browser.
    await forgeFailures(calls, '2001:db8:1:2:ffff::1', '0.1.0-aaaa0002', 1);
    // Each page load counted once: 9 fake loads, from 2 browsers of 27 (7.4%, under the margin).
    expect(await hourOf('0.1.0-aaaa0002')).toMatchObject({ loads: 34, failures: 9, clients: 27 });
    expect((await hourOf('0.1.0-aaaa0002')).failureRate).toBeCloseTo(2 / 27);
    expect(await app.watchCanaries()).toEqual([]);
    await app.close();
  });

  it('is not blocked by fake failures of the stable version from two addresses: a broken canary goes', async () => {
    const { app, calls, hourOf } = await registryWithCanaries(20, 10);
    await calls.canary('0.1.0-aaaa0002', 10);
    await reportLoads(calls, '0.1.0-aaaa0001', 25);
    await reportLoads(calls, '0.1.0-aaaa0002', 25, { failed: 25 });
    for (const ip of attackers) await forgeFailures(calls, ip, '0.1.0-aaaa0001', 5);
    expect(await hourOf('0.1.0-aaaa0001')).toMatchObject({ loads: 35, failures: 10, clients: 27 });
    expect(await app.watchCanaries()).toEqual([
      {
        remote: 'mf_admin',
        version: '0.1.0-aaaa0002',
        reason:
          '25 of 25 loads failed (100.0% in 25 browsers), against 7.4% in 27 browsers on the stable version: more than 10 percentage points worse.',
      },
    ]);
    await app.close();
  });
});
