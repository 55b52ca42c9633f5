// Safe releases: canaries and their split, named tokens and the audit trail, retention.
import type { CreatedDeployToken, PointerMove, PruneResult } from '@fairgo/shared/contract';
import { forVisitor, inCanary } from '@fairgo/shared/page';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pruneHealth } from '../../src/releases/retention';
import { startTestApp, untilJobRan, type TestApp } from '../helper';
import { registryCalls } from '../support/registry';

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
    const storage = mkdtempSync(join(tmpdir(), 'fairgo-storage-'));
    const releasesDir = join(storage, 'releases');
    const app = await startTestApp(
      { storage: { kind: 'folder', dir: storage }, pruneReleaseFiles: true },
      { clock: () => now },
    );
    await untilJobRan(app, 'registry-retention');
    const calls = registryCalls(app);
    const versions = Array.from({ length: 10 }, (_, index) => `0.1.${index}-aaaa000${index}`);
    for (const version of versions) {
      mkdirSync(join(releasesDir, 'mf-admin', version), { recursive: true });
      writeFileSync(join(releasesDir, 'mf-admin', version, 'mf-manifest.json'), '{}');
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

describe('the shell’s releases', () => {
  it('names the shell’s current build apart from the remotes, rolls it back, never runs it as a canary, and prunes its folders', async () => {
    const storage = mkdtempSync(join(tmpdir(), 'fairgo-storage-'));
    const app = await startTestApp({ storage: { kind: 'folder', dir: storage }, pruneReleaseFiles: true });
    const calls = registryCalls(app);
    const versions = Array.from({ length: 8 }, (_, index) => `0.1.0-bbbb000${index}`);
    for (const version of versions) {
      mkdirSync(join(storage, 'releases', 'shell', version), { recursive: true });
      expect((await calls.publish(version, 'shell')).statusCode).toBe(201);
    }
    expect((await calls.registry()).shell).toBeUndefined();
    await calls.point(versions[0]!, 'shell');
    await calls.point(versions[1]!, 'shell');
    expect((await calls.publish('0.1.0-aaaa0001')).statusCode).toBe(201);
    await calls.point('0.1.0-aaaa0001');
    const registry = await calls.registry();
    expect(registry.remotes.map((entry) => entry.name)).toEqual(['mf_admin']);
    expect(registry.shell).toEqual({
      version: versions[1],
      manifestUrl: `http://localhost:3004/v/${versions[1]}/mf-manifest.json`,
    });

    const canary = await calls.canary(versions[2]!, 10, 'shell');
    expect(canary.statusCode).toBe(409);
    expect(canary.json()).toEqual({ message: 'The shell has no canary: release a version of it, or roll it back.' });
    const rolledBack = await calls.send('POST', 'shell/rollback', { reason: 'a broken navbar' });
    expect(rolledBack.json<PointerMove>()).toMatchObject({ previous: versions[1], current: versions[0] });
    expect((await calls.registry()).shell?.version).toBe(versions[0]);
    expect((await calls.send('POST', 'shellfish/rollback', {})).statusCode).toBe(400);

    // Not current, not served in the last 7 days, not among the last 5: v2 goes, with its folder.
    const pruned = (await calls.send('POST', 'prune', {})).json<PruneResult>();
    expect(pruned.removed).toEqual([{ remote: 'shell', version: versions[2], folder: `shell/${versions[2]}` }]);
    expect(existsSync(join(storage, 'releases', 'shell', versions[2]!))).toBe(false);
    expect(existsSync(join(storage, 'releases', 'shell', versions[1]!))).toBe(true);
    await app.close();
  });
});
