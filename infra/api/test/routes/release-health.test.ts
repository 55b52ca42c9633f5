// Safe releases: browsers' health beacons and the admins' read (canary-rollback.test.ts: the rollback).
import type { HealthSample, ReleaseHealth } from '@fairgo/shared/contract';
import { HEALTH_TOKEN_TTL_MS } from '../../src/releases/health-pages';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { BROWSER_IP, bucketFor, loads, registryCalls, reportPage } from '../support/registry';
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
      'network',
      'page_id',
      'recorded_at',
      'remote',
      'value',
      'version',
    ]);
    // One browser on one network, four page loads; its address (nor its network's) is not stored.
    expect(new Set(rows.map((row) => row.client)).size).toBe(1);
    expect(new Set(rows.map((row) => row.network)).size).toBe(1);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
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
      failingNetworks: 1,
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
