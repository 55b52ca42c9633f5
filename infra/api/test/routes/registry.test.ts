import type { PointerMove, Release, ReleaseList, RemoteRegistry } from '@fairgo/shared/contract';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { asAdmin } from '../support/tasks';

const DEPLOY_TOKEN = 'test-deploy-token';
const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };
const registryConfig = {
  source: 'database' as const,
  deployToken: DEPLOY_TOKEN,
  previousDeployToken: null,
  deployTokenFile: '/nonexistent',
};

const release = (version: string, remote = 'mf_admin') => ({
  version,
  manifestUrl: `http://localhost:3004/v/${version}/mf-manifest.json`,
  title: 'Feedback',
  routes: ['/feedback', '/feedbacklist'],
  remote,
});

async function publish(app: TestApp, { remote, ...body }: ReturnType<typeof release>) {
  return app.inject({ method: 'POST', url: `/api/registry/${remote}/releases`, headers: deploy, payload: body });
}

async function point(app: TestApp, remote: string, version: string) {
  return app.inject({ method: 'PUT', url: `/api/registry/${remote}/current`, headers: deploy, payload: { version } });
}

const registry = async (app: TestApp) =>
  (await app.inject({ method: 'GET', url: '/api/registry' })).json<RemoteRegistry>();

describe('the remote registry', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp({ registry: registryConfig });
  });
  afterEach(() => app.close());

  it('is empty until a remote is released, then lists its current version only', async () => {
    expect((await registry(app)).remotes).toEqual([]);
    expect((await publish(app, release('0.1.0-aaaa0001'))).statusCode).toBe(201);
    // Published but not yet pointed at: the shell does not load it.
    expect((await registry(app)).remotes).toEqual([]);

    expect((await point(app, 'mf_admin', '0.1.0-aaaa0001')).json<PointerMove>()).toEqual({
      remote: 'mf_admin',
      previous: null,
      current: '0.1.0-aaaa0001',
      canary: null,
    });
    const response = await app.inject({ method: 'GET', url: '/api/registry' });
    expect(response.headers['cache-control']).toBe('public, no-cache, s-maxage=10');
    expect(response.json<RemoteRegistry>().remotes).toEqual([
      {
        name: 'mf_admin',
        title: 'Feedback',
        version: '0.1.0-aaaa0001',
        manifestUrl: 'http://localhost:3004/v/0.1.0-aaaa0001/mf-manifest.json',
        routes: ['/feedback', '/feedbacklist'],
      },
    ]);
  });

  it('refuses every change without the deploy token; the releases and their audit trail are for it and admins', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: DEPLOY_TOKEN }]) {
      const { remote, ...body } = release('0.1.0-aaaa0001');
      const posted = await app.inject({
        method: 'POST',
        url: `/api/registry/${remote}/releases`,
        headers,
        payload: body,
      });
      expect(posted.statusCode).toBe(401);
      expect(posted.json()).toEqual({ message: 'A valid deploy token is required to change the registry.' });
      const moved = await app.inject({
        method: 'PUT',
        url: '/api/registry/mf_admin/current',
        headers,
        payload: { version: 'x' },
      });
      expect(moved.statusCode).toBe(401);
      const rolled = await app.inject({ method: 'POST', url: '/api/registry/mf_admin/rollback', headers, payload: {} });
      expect(rolled.statusCode).toBe(401);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/registry/mf_admin/releases' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/registry/mf_admin/releases',
      headers: { authorization: 'Bearer wrong' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/registry' })).statusCode).toBe(200);
    await register(app);
    const { token } = await login(app);
    const asUser = () =>
      app.inject({ method: 'GET', url: '/api/registry/mf_admin/releases', headers: { authorization: token } });
    expect((await asUser()).statusCode).toBe(403);
    await asAdmin(app, token);
    expect((await asUser()).statusCode).toBe(200);
    const listed = await app.inject({ method: 'GET', url: '/api/registry/mf_admin/releases', headers: deploy });
    expect(listed.json<ReleaseList>()).toEqual({
      remote: 'mf_admin',
      current: null,
      currentSince: null,
      canary: null,
      releases: [],
      events: [],
    });
  });

  it('keeps versions immutable: the same release twice is a no-op, other contents a 409', async () => {
    expect((await publish(app, release('0.1.0-aaaa0001'))).statusCode).toBe(201);
    expect((await publish(app, release('0.1.0-aaaa0001'))).statusCode).toBe(200);
    const changed = await publish(app, {
      ...release('0.1.0-aaaa0001'),
      manifestUrl: 'http://evil.example/mf-manifest.json',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'mf_admin 0.1.0-aaaa0001 is already released with other contents; versions never change.',
    );
  });

  it('refuses bad input with a clear message', async () => {
    const badUrl = await publish(app, {
      ...release('0.1.0-aaaa0001'),
      manifestUrl: 'javascript:alert(1)//mf-manifest.json',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe('manifestUrl must be the http(s) address of a published mf-manifest.json.');
    expect((await publish(app, release('../../etc'))).statusCode).toBe(400);
    expect((await publish(app, release('0.1.0-aaaa0001', 'shellfish'))).statusCode).toBe(400);
    const unknown = await point(app, 'mf_admin', '9.9.9-ffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('mf_admin has no released version 9.9.9-ffffffff.');
  });

  it('rolls back to the version released before the current one, or to a named one', async () => {
    for (const version of ['0.1.0-aaaa0001', '0.1.0-aaaa0002', '0.1.1-aaaa0003']) {
      await publish(app, release(version));
      await point(app, 'mf_admin', version);
    }
    await publish(app, release('0.1.0-bbbb0001', 'mf_tasks'));
    await point(app, 'mf_tasks', '0.1.0-bbbb0001');

    const rollback = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/registry/mf_admin/rollback', headers: deploy, payload });
    expect((await rollback({})).json<PointerMove>()).toEqual({
      remote: 'mf_admin',
      previous: '0.1.1-aaaa0003',
      current: '0.1.0-aaaa0002',
      canary: null,
    });
    expect((await rollback({})).json<PointerMove>().current).toBe('0.1.0-aaaa0001');
    const first = await rollback({});
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      'mf_admin 0.1.0-aaaa0001 is its first release; there is nothing earlier to roll back to.',
    );
    expect((await rollback({ version: '0.1.1-aaaa0003' })).json<PointerMove>().current).toBe('0.1.1-aaaa0003');

    const list = (
      await app.inject({ method: 'GET', url: '/api/registry/mf_admin/releases', headers: deploy })
    ).json<ReleaseList>();
    expect(list.current).toBe('0.1.1-aaaa0003');
    expect(Date.parse(list.currentSince!)).toBeGreaterThan(Date.parse(list.releases[0]!.releasedAt));
    expect(list.releases.map((entry: Release) => [entry.version, entry.current])).toEqual([
      ['0.1.1-aaaa0003', true],
      ['0.1.0-aaaa0002', false],
      ['0.1.0-aaaa0001', false],
    ]);
    // The other remote never moved.
    expect((await registry(app)).remotes.map((entry) => [entry.name, entry.version])).toEqual([
      ['mf_admin', '0.1.1-aaaa0003'],
      ['mf_tasks', '0.1.0-bbbb0001'],
    ]);
  });

  it('rolls back past canaries that never reached every browser, and past earlier rollbacks', async () => {
    const rollback = async (payload: object = {}) =>
      (
        await app.inject({ method: 'POST', url: '/api/registry/mf_admin/rollback', headers: deploy, payload })
      ).json<PointerMove>();
    const canary = (version: string) =>
      app.inject({
        method: 'POST',
        url: '/api/registry/mf_admin/canary',
        headers: deploy,
        payload: { version, percent: 50 },
      });
    for (const version of ['0.1.0-aaaa0001', '0.1.0-aaaa0002', '0.1.0-cccc0001', '0.1.0-cccc0002', '0.1.1-aaaa0003'])
      await publish(app, release(version));
    await point(app, 'mf_admin', '0.1.0-aaaa0001');
    await point(app, 'mf_admin', '0.1.0-aaaa0002');
    // A canary promoted, then taken back by name; a second one ended (as the canary watch ends a failing one).
    expect((await canary('0.1.0-cccc0001')).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/registry/mf_admin/promote', headers: deploy, payload: {} });
    expect((await rollback({ version: '0.1.0-aaaa0002' })).current).toBe('0.1.0-aaaa0002');
    expect((await canary('0.1.0-cccc0002')).statusCode).toBe(200);
    expect((await rollback()).current).toBe('0.1.0-aaaa0002');
    await point(app, 'mf_admin', '0.1.1-aaaa0003');

    // Back to what every browser had before the release: not the newer canaries published in between.
    expect(await rollback()).toEqual({
      remote: 'mf_admin',
      previous: '0.1.1-aaaa0003',
      current: '0.1.0-aaaa0002',
      canary: null,
    });
    // Each rollback goes one release further back, never back and forth.
    expect((await rollback()).current).toBe('0.1.0-aaaa0001');
  });

  it('moves one pointer once under concurrent releases', async () => {
    await Promise.all(['0.1.0-aaaa0001', '0.1.0-aaaa0002'].map((version) => publish(app, release(version))));
    const moves = await Promise.all(
      ['0.1.0-aaaa0001', '0.1.0-aaaa0002'].map((version) =>
        point(app, 'mf_admin', version).then((r) => r.json<PointerMove>()),
      ),
    );
    // Each move saw the other's result or nothing: never both `previous: null`.
    expect(moves.filter((move) => move.previous === null)).toHaveLength(1);
  });
});

describe('the registry in checkout mode (npm run dev)', () => {
  it("lists every remote's unversioned build at its origin, and refuses releases", async () => {
    process.env.ORIGIN_MF_ADMIN = 'https://admin.cdn.example';
    const app = await startTestApp({
      registry: { ...registryConfig, source: 'checkout' },
      remoteOrigins: loadConfig().remoteOrigins,
    });
    delete process.env.ORIGIN_MF_ADMIN;
    const { remotes } = await registry(app);
    expect(remotes.map((remote) => remote.name)).toEqual(['mf_marketplace', 'mf_tasks', 'mf_account', 'mf_admin']);
    expect(remotes.find((remote) => remote.name === 'mf_admin')?.manifestUrl).toBe(
      'https://admin.cdn.example/mf-manifest.json',
    );
    // Every route of product.md#pages that is not the shell's own belongs to exactly one remote.
    expect(remotes.flatMap((remote) => remote.routes).sort()).toEqual(
      [
        '/change-password',
        '/credentials',
        '/feedback',
        '/feedbacklist',
        '/find-work',
        '/find-worker',
        '/login',
        '/people',
        '/profile',
        '/register',
        '/releases',
        '/reports',
        '/reset-password',
        '/tasks',
      ].sort(),
    );
    const refused = await publish(app, release('0.1.0-aaaa0001'));
    expect(refused.statusCode).toBe(409);
    await app.close();
  });
});

describe('the deploy token', () => {
  it('is made once, private to its owner, when DEPLOY_TOKEN is not set', async () => {
    const deployTokenFile = join(mkdtempSync(join(tmpdir(), 'fairgo-deploy-')), 'deploy-token');
    const app = await startTestApp({
      registry: { source: 'database', deployToken: null, previousDeployToken: null, deployTokenFile },
    });
    expect(existsSync(deployTokenFile)).toBe(true);
    expect(statSync(deployTokenFile).mode & 0o777).toBe(0o600);
    const token = readFileSync(deployTokenFile, 'utf8').trim();
    expect(token.length).toBeGreaterThanOrEqual(43);
    const { remote, ...body } = release('0.1.0-aaaa0001');
    const posted = await app.inject({
      method: 'POST',
      url: `/api/registry/${remote}/releases`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(posted.statusCode).toBe(201);
    await app.close();

    const again = await startTestApp({
      registry: { source: 'database', deployToken: null, previousDeployToken: null, deployTokenFile },
    });
    expect(readFileSync(deployTokenFile, 'utf8').trim()).toBe(token);
    await again.close();
  });
});
