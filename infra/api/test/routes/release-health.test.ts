// Safe releases: browsers' health beacons, the admins' read, and the automatic rollback.
import type { HealthSample, ReleaseHealth } from '@fairgo/shared/contract';
import { canaryVerdict } from '../../src/releases/canary-rule';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { loads, registryCalls, report } from '../support/registry';
import { asAdmin } from '../support/tasks';

describe('browsers’ health beacons', () => {
  let app: TestApp;
  let calls: ReturnType<typeof registryCalls>;
  beforeEach(async () => {
    app = await startTestApp();
    calls = registryCalls(app);
    await calls.publish('0.1.0-aaaa0001');
    await calls.point('0.1.0-aaaa0001');
  });
  afterEach(() => app.close());

  it('takes anonymous samples of published versions, and shows admins the p75s and failure rate over the hour and day', async () => {
    const samples: HealthSample[] = [
      ...loads('0.1.0-aaaa0001', 4, { failed: 1, ms: 400 }),
      { remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'render-error' },
      { remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'LCP', value: 1800 },
      { remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'INP', value: 120 },
      { remote: 'mf_admin', version: '0.1.0-aaaa0001', kind: 'CLS', value: 0.02 },
      // Not a published version: dropped.
      { remote: 'mf_admin', version: '6.6.6-guess', kind: 'load', failed: true },
    ];
    // No session needed; a session sent along is ignored, not stored.
    expect((await calls.beacon(samples, { authorization: 'not-a-token' })).statusCode).toBe(204);
    expect(await app.db.selectFrom('remote_health').select(['remote', 'version']).execute()).toHaveLength(8);
    expect(
      Object.keys((await app.db.selectFrom('remote_health').selectAll().executeTakeFirstOrThrow()) as object).sort(),
    ).toEqual(['failed', 'id', 'kind', 'recorded_at', 'remote', 'value', 'version']);

    expect((await app.inject({ method: 'GET', url: '/api/registry/health' })).statusCode).toBe(401);
    await register(app);
    const { token } = await login(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/registry/health', headers: { authorization: token } })).statusCode,
    ).toBe(403);
    await asAdmin(app, token);
    const health = (
      await app.inject({ method: 'GET', url: '/api/registry/health', headers: { authorization: token } })
    ).json<ReleaseHealth>();
    const stats = {
      loads: 4,
      failures: 1,
      failureRate: 0.25,
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
    expect(health.events.map((event) => event.action)).toEqual(['release']);
  });

  it('refuses bad input with a 400 that names the field, and oversized beacons', async () => {
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
      const refused = await calls.beacon(samples);
      expect({ samples, status: refused.statusCode }).toEqual({ samples, status: 400 });
      expect(refused.json().message).toMatch(message);
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/api/registry/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ samples: loads('0.1.0-aaaa0001', 1), padding: 'x'.repeat(20_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await app.db.selectFrom('remote_health').selectAll().execute()).toEqual([]);
  });

  it('takes at most 30 beacons a minute from one address', async () => {
    const statuses = [];
    for (let count = 0; count < 31; count += 1)
      statuses.push((await calls.beacon(loads('0.1.0-aaaa0001', 1))).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the automatic rollback', () => {
  const rules = { checkEveryMs: 60_000, minLoads: 200, maxFailureRateIncrease: 2, maxLoadP75IncreasePercent: 50 };
  const stats = (loadsCount: number, failures: number, p75LoadMs: number | null = 300) => ({
    loads: loadsCount,
    failures,
    failureRate: loadsCount ? failures / loadsCount : null,
    renderErrors: 0,
    p75LoadMs,
    p75Lcp: null,
    p75Inp: null,
    p75Cls: null,
  });

  it('judges a canary only with enough loads, and only when it is worse by more than the margins', () => {
    expect(canaryVerdict(stats(199, 199), stats(2000, 0), rules)).toBeNull();
    expect(canaryVerdict(stats(200, 200), stats(0, 0), rules)).toBe(
      '200 of 200 loads failed (100.0%), against no failure on the stable version (no loads of it yet): more than 2 percentage points worse.',
    );
    expect(canaryVerdict(stats(200, 4), stats(2000, 0), rules)).toBeNull(); // 2.0 points: not more than 2
    expect(canaryVerdict(stats(200, 5), stats(2000, 0), rules)).toBe(
      '5 of 200 loads failed (2.5%), against 0.0% of 2000 on the stable version: more than 2 percentage points worse.',
    );
    expect(canaryVerdict(stats(200, 0, 451), stats(2000, 0, 300), rules)).toBe(
      'p75 load time 451 ms against 300 ms on the stable version: more than 50% slower.',
    );
    expect(canaryVerdict(stats(200, 0, 450), stats(2000, 0, 300), rules)).toBeNull();
    // Too few stable loads to compare speed with.
    expect(canaryVerdict(stats(200, 0, 900), stats(100, 0, 300), rules)).toBeNull();
  });

  it('ends a worse canary once, records why and tells admins; keeps a healthy one; waits for enough samples', async () => {
    const app = await startTestApp({
      canary: { ...rules, minLoads: 20 },
      rateLimits: { perIpPerMinute: 1000, perAccountPerMinute: 1000, beaconsPerIpPerMinute: 1000 },
    });
    const calls = registryCalls(app);
    await register(app);
    await asAdmin(app, (await login(app)).token);
    for (const version of ['0.1.0-aaaa0001', '0.1.0-aaaa0002', '0.1.0-aaaa0003']) await calls.publish(version);
    await calls.point('0.1.0-aaaa0001');
    await report(calls, loads('0.1.0-aaaa0001', 100));

    // A healthy canary: kept.
    await calls.canary('0.1.0-aaaa0002', 10);
    await report(calls, loads('0.1.0-aaaa0002', 40, { failed: 0 }));
    expect(await app.watchCanaries()).toEqual([]);
    expect((await calls.list()).canary?.version).toBe('0.1.0-aaaa0002');

    // A failing canary with too few loads yet: kept; with enough: rolled back, once.
    // Judged over the canary's own window: the stable version's loads since it began.
    await calls.canary('0.1.0-aaaa0003', 10);
    await report(calls, loads('0.1.0-aaaa0001', 100));
    await report(calls, loads('0.1.0-aaaa0003', 19, { failed: 19 }));
    expect(await app.watchCanaries()).toEqual([]);
    await report(calls, loads('0.1.0-aaaa0003', 1, { failed: 1 }));
    const reason =
      '20 of 20 loads failed (100.0%), against 0.0% of 100 on the stable version: more than 2 percentage points worse.';
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
});
