// Safe releases (issue 21): canaries, browsers' health, the automatic rollback, named tokens, the audit trail, retention.
import type {
  CreatedDeployToken,
  HealthSample,
  PointerMove,
  PruneResult,
  ReleaseHealth,
  ReleaseList,
  RemoteRegistry,
} from '@fairgo/shared/contract';
import { forVisitor, inCanary } from '@fairgo/shared/page';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canaryVerdict } from '../../src/releases/canary-rule';
import { pruneHealth } from '../../src/routes/registry/retention';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { asAdmin } from '../support/tasks';

const BOOTSTRAP = { authorization: 'Bearer test-deploy-token' };

function registryCalls(app: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = BOOTSTRAP) =>
    app.inject({ method, url: `/api/registry/${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    send,
    publish: (version: string, remote = 'mf_admin', headers = BOOTSTRAP) =>
      send(
        'POST',
        `${remote}/releases`,
        {
          version,
          manifestUrl: `http://localhost:3004/v/${version}/mf-manifest.json`,
          title: 'Feedback',
          routes: ['/feedback'],
        },
        headers,
      ),
    point: (version: string, remote = 'mf_admin', headers = BOOTSTRAP) =>
      send('PUT', `${remote}/current`, { version }, headers),
    canary: (version: string, percent: number, remote = 'mf_admin', headers = BOOTSTRAP) =>
      send('POST', `${remote}/canary`, { version, percent, reason: 'try the new heading' }, headers),
    list: async (remote = 'mf_admin') => (await send('GET', `${remote}/releases`)).json<ReleaseList>(),
    registry: async () => (await app.inject({ method: 'GET', url: '/api/registry' })).json<RemoteRegistry>(),
    beacon: (samples: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/registry/health', headers, payload: { samples } }),
  };
}

const loads = (version: string, count: number, { failed = 0, ms = 300 } = {}): HealthSample[] =>
  Array.from({ length: count }, (_, index) =>
    index < failed
      ? { remote: 'mf_admin', version, kind: 'load', failed: true }
      : { remote: 'mf_admin', version, kind: 'load', value: ms },
  );

async function report(calls: ReturnType<typeof registryCalls>, samples: HealthSample[]) {
  for (let start = 0; start < samples.length; start += 50) {
    expect((await calls.beacon(samples.slice(start, start + 50))).statusCode).toBe(204);
  }
}

describe('canary releases', () => {
  let app: TestApp;
  let calls: ReturnType<typeof registryCalls>;
  beforeEach(async () => {
    app = await startTestApp({
      rateLimits: { perIpPerMinute: 1000, perAccountPerMinute: 1000, beaconsPerIpPerMinute: 1000 },
    });
    calls = registryCalls(app);
    for (const version of ['0.1.0-aaaa0001', '0.1.0-aaaa0002'])
      expect((await calls.publish(version)).statusCode).toBe(201);
    await calls.point('0.1.0-aaaa0001');
  });
  afterEach(() => app.close());

  it('carries both versions and the split in the registry; the same bucket always gets the same version, 10 % ±2 of buckets the canary', async () => {
    const started = await calls.canary('0.1.0-aaaa0002', 10);
    expect(started.statusCode).toBe(200);
    expect(started.json<PointerMove>()).toMatchObject({
      remote: 'mf_admin',
      previous: '0.1.0-aaaa0001',
      current: '0.1.0-aaaa0001',
      canary: { version: '0.1.0-aaaa0002', percent: 10 },
    });
    const { remotes } = await calls.registry();
    expect(remotes).toEqual([
      expect.objectContaining({
        name: 'mf_admin',
        version: '0.1.0-aaaa0001',
        canary: {
          version: '0.1.0-aaaa0002',
          manifestUrl: 'http://localhost:3004/v/0.1.0-aaaa0002/mf-manifest.json',
          percent: 10,
        },
      }),
    ]);

    const buckets = Array.from({ length: 10_000 }, () => randomUUID());
    const versions = buckets.map((bucket) => forVisitor(remotes, bucket)[0]!.version);
    const share = versions.filter((version) => version === '0.1.0-aaaa0002').length / buckets.length;
    expect(share).toBeGreaterThanOrEqual(0.08);
    expect(share).toBeLessThanOrEqual(0.12);
    // Sticky: asked again, every bucket gets the version it got.
    expect(buckets.map((bucket) => forVisitor(remotes, bucket)[0]!.version)).toEqual(versions);
    // What a browser gets has no canary left in it, and a browser without a bucket gets the stable version.
    expect(forVisitor(remotes, buckets[versions.indexOf('0.1.0-aaaa0002')]!)[0]).toEqual({
      name: 'mf_admin',
      title: 'Feedback',
      routes: ['/feedback'],
      version: '0.1.0-aaaa0002',
      manifestUrl: 'http://localhost:3004/v/0.1.0-aaaa0002/mf-manifest.json',
    });
    expect(forVisitor(remotes, null)[0]!.version).toBe('0.1.0-aaaa0001');
    // Another canary draws other buckets: not always the same tenth of visitors.
    const other = { version: '0.1.0-aaaa0003', manifestUrl: 'x', percent: 10 };
    const both = buckets.filter(
      (bucket) => inCanary(bucket, 'mf_admin', remotes[0]!.canary!) && inCanary(bucket, 'mf_admin', other),
    );
    expect(both.length / buckets.length).toBeLessThan(0.03);
  });

  it('promotes the canary to everyone, or ends it with a rollback; every move is in the audit trail', async () => {
    await calls.canary('0.1.0-aaaa0002', 25);
    const rolled = await calls.send('POST', 'mf_admin/rollback', { reason: 'heading reads badly' });
    expect(rolled.json<PointerMove>()).toEqual({
      remote: 'mf_admin',
      previous: '0.1.0-aaaa0002',
      current: '0.1.0-aaaa0001',
      canary: null,
    });
    expect((await calls.registry()).remotes[0]!.canary).toBeUndefined();

    await calls.canary('0.1.0-aaaa0002', 50);
    const promoted = await calls.send('POST', 'mf_admin/promote', {});
    expect(promoted.json<PointerMove>()).toEqual({
      remote: 'mf_admin',
      previous: '0.1.0-aaaa0001',
      current: '0.1.0-aaaa0002',
      canary: null,
    });
    expect((await calls.registry()).remotes[0]).toMatchObject({ version: '0.1.0-aaaa0002' });
    expect((await calls.send('POST', 'mf_admin/promote', {})).json()).toEqual({
      message: 'mf_admin runs no canary to promote.',
    });

    const { events, canary } = await calls.list();
    expect(canary).toBeNull();
    expect(
      events.map(({ action, from, to, percent, actor, reason }) => [action, from, to, percent, actor, reason]),
    ).toEqual([
      ['promote', '0.1.0-aaaa0001', '0.1.0-aaaa0002', null, 'bootstrap', null],
      ['canary', '0.1.0-aaaa0001', '0.1.0-aaaa0002', 50, 'bootstrap', 'try the new heading'],
      ['rollback', '0.1.0-aaaa0002', '0.1.0-aaaa0001', null, 'bootstrap', 'heading reads badly'],
      ['canary', '0.1.0-aaaa0001', '0.1.0-aaaa0002', 25, 'bootstrap', 'try the new heading'],
      ['release', null, '0.1.0-aaaa0001', null, 'bootstrap', null],
    ]);
    expect(events.every((event) => !Number.isNaN(Date.parse(event.at)))).toBe(true);
  });

  it('refuses a canary that cannot be one, naming why', async () => {
    expect((await calls.canary('0.1.0-aaaa0001', 10)).json()).toEqual({
      message: "mf_admin 0.1.0-aaaa0001 is already every browser's version.",
    });
    expect((await calls.canary('9.9.9-ffff0000', 10)).statusCode).toBe(404);
    for (const percent of [0, 100, 10.5]) {
      const refused = await calls.canary('0.1.0-aaaa0002', percent);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^percent /);
    }
    expect((await calls.publish('0.1.0-cccc0001', 'mf_tasks')).statusCode).toBe(201);
    expect((await calls.canary('0.1.0-cccc0001', 10, 'mf_tasks')).json()).toEqual({
      message: 'mf_tasks has no current version yet: release it first, then run a canary beside it.',
    });
    // A release made during a canary ends it: every browser gets the released version.
    await calls.canary('0.1.0-aaaa0002', 10);
    expect((await calls.point('0.1.0-aaaa0002')).json<PointerMove>().canary).toBeNull();
  });
});

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

describe('named deploy tokens', () => {
  let app: TestApp;
  let calls: ReturnType<typeof registryCalls>;
  beforeEach(async () => {
    app = await startTestApp();
    calls = registryCalls(app);
  });
  afterEach(() => app.close());

  it('are made by name, several per team, shown once, scoped to a remote, named in the audit trail and revocable', async () => {
    const made = await calls.send('POST', 'tokens', { name: 'tasks-ci', remote: 'mf_tasks' });
    expect(made.statusCode).toBe(201);
    const tasksCi = made.json<CreatedDeployToken>();
    expect(tasksCi).toMatchObject({ name: 'tasks-ci', remote: 'mf_tasks', createdBy: 'bootstrap', revokedAt: null });
    const second = (
      await calls.send('POST', 'tokens', { name: 'tasks-laptop', remote: 'mf_tasks' })
    ).json<CreatedDeployToken>();
    const asTasks = { authorization: `Bearer ${tasksCi.token}` };

    expect((await calls.publish('0.1.0-bbbb0001', 'mf_tasks', asTasks)).statusCode).toBe(201);
    expect((await calls.point('0.1.0-bbbb0001', 'mf_tasks', asTasks)).statusCode).toBe(200);
    expect((await calls.list('mf_tasks')).events[0]).toMatchObject({ action: 'release', actor: 'tasks-ci' });
    // Its own remote only, and no token management.
    const elsewhere = await calls.publish('0.1.0-aaaa0001', 'mf_admin', asTasks);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('The deploy token "tasks-ci" may change mf_tasks only.');
    expect((await calls.send('POST', 'tokens', { name: 'mine' }, asTasks)).statusCode).toBe(403);
    expect((await calls.send('POST', 'prune', {}, asTasks)).statusCode).toBe(403);

    const listed = (await calls.send('GET', 'tokens')).json<{ tokens: { name: string }[] }>();
    expect(listed.tokens.map((token) => token.name)).toEqual(['tasks-ci', 'tasks-laptop']);
    expect(JSON.stringify(listed)).not.toContain(tasksCi.token);
    expect((await calls.send('POST', 'tokens', { name: 'tasks-ci' })).statusCode).toBe(409);
    expect((await calls.send('POST', 'tokens', { name: 'Bad Name!' })).json().message).toMatch(/^name /);

    // Revoked: refused at once; the other token of the team still works.
    expect((await calls.send('DELETE', 'tokens/tasks-ci')).json()).toMatchObject({
      name: 'tasks-ci',
      revokedAt: expect.any(String),
    });
    expect((await calls.point('0.1.0-bbbb0001', 'mf_tasks', asTasks)).statusCode).toBe(401);
    expect(
      (await calls.point('0.1.0-bbbb0001', 'mf_tasks', { authorization: `Bearer ${second.token}` })).statusCode,
    ).toBe(200);
    expect((await calls.send('DELETE', 'tokens/tasks-ci')).statusCode).toBe(404);
    expect((await calls.send('GET', 'tokens', undefined, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('keeps current, canary, versions served in the last 7 days and the last 5; removes the rest and their folders', async () => {
    let now = new Date('2026-10-01T00:00:00Z');
    const releasesDir = mkdtempSync(join(tmpdir(), 'fairgo-releases-'));
    const app = await startTestApp({ releasesDir }, { clock: () => now });
    const calls = registryCalls(app);
    const versions = Array.from({ length: 10 }, (_, index) => `0.1.${index}-aaaa000${index}`);
    for (const version of versions) {
      mkdirSync(join(releasesDir, 'mf-admin', version), { recursive: true });
      await calls.publish(version);
    }
    // v0 current long ago, then v1 and v2; 20 days later v3 is current, and 5 days later v4 runs as a canary.
    for (const version of versions.slice(0, 3)) await calls.point(version);
    now = new Date('2026-10-21T00:00:00Z');
    await calls.point(versions[3]!);
    now = new Date('2026-10-26T00:00:00Z');
    await calls.canary(versions[4]!, 10);
    now = new Date('2026-10-30T00:00:00Z');

    const pruned = (await calls.send('POST', 'prune', {})).json<PruneResult>();
    // v0–v2 were last served on 21 Oct, 9 days ago; v3 is current, v4 the canary, v5–v9 the last 5.
    expect(pruned.removed.map((entry) => entry.version)).toEqual([versions[0], versions[1], versions[2]]);
    expect(pruned.removed[0]).toEqual({ remote: 'mf_admin', version: versions[0], folder: `mf-admin/${versions[0]}` });
    expect(existsSync(join(releasesDir, 'mf-admin', versions[0]!))).toBe(false);
    expect(existsSync(join(releasesDir, 'mf-admin', versions[3]!))).toBe(true);
    expect((await calls.list()).releases.map((release) => release.version)).toEqual(versions.slice(3).reverse());
    expect((await calls.send('POST', 'prune', {})).json<PruneResult>().removed).toEqual([]);

    // Health samples are kept 30 days.
    for (const recorded_at of ['2026-09-29T23:59:00Z', '2026-10-01T00:01:00Z']) {
      await app.db
        .insertInto('remote_health')
        .values({ remote: 'mf_admin', version: versions[3]!, kind: 'load', value: 100, recorded_at })
        .execute();
    }
    expect(await pruneHealth(app.db, now)).toBe(1);
    expect(await app.db.selectFrom('remote_health').select('recorded_at').execute()).toEqual([
      { recorded_at: new Date('2026-10-01T00:01:00Z') },
    ]);
    await app.close();
  });
});
