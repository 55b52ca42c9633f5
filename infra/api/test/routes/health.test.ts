import { PERMISSIONS_POLICY } from '@fairgo/hosting/security-headers';
import { sql } from 'kysely';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../helper';
import { login, register } from '../support/accounts';

describe('GET /api/health', () => {
  it('reports the API and its database up', async () => {
    const app = await startTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      migrations: 'current',
      databaseKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      storage: 'up',
      uptimeSeconds: expect.any(Number),
    });
    await app.close();
  });

  it('reports a database behind the code as not ready (503), and the process as live', async () => {
    const app = await startTestApp();
    // As if the code had one migration more than the database.
    await sql`DELETE FROM schema_version WHERE version = (SELECT max(version) FROM schema_version)`.execute(app.db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'up', migrations: 'behind' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('reports a lost bucket as not ready (503): uploads and releases would fail there', async () => {
    const lost = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000'));
    const store = { where: 's3://lost', put: lost, get: lost, exists: lost, remove: lost, list: lost };
    const app = await startTestApp({}, { store });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: 'up',
      migrations: 'current',
      storage: 'down',
    });
    await app.close();
  });

  it('refuses to start on a storage it cannot write, saying which', async () => {
    // A folder under a file: nothing can be written there.
    const file = join(mkdtempSync(join(tmpdir(), 'fairgo-')), 'a-file');
    writeFileSync(file, '');
    const storage = { kind: 'folder' as const, dir: join(file, 'store') };
    await expect(startTestApp({ storage })).rejects.toThrow(
      /^The storage .+\/a-file\/store cannot be written \(.*ENOTDIR.*\): check STORAGE_\* and the keys\.$/,
    );
  });

  it('answers an unknown route with 404 and a message', async () => {
    const app = await startTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
    await app.close();
  });

  it('sends its security headers with every answer, a success, a 404 or a refusal', async () => {
    const app = await startTestApp();
    for (const url of ['/api/health', '/api/no-such-thing', '/api/profile']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-site',
        'permissions-policy': PERMISSIONS_POLICY,
      });
    }
    await app.close();
  });

  it('lets no cache keep an answer unless its route says it may: a login, a token check, a signed-in list', async () => {
    const app = await startTestApp();
    await register(app);
    const { response: loggedIn, token } = await login(app);
    const answers = [
      loggedIn,
      await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } }),
      await app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: token } }),
      await app.inject({ method: 'GET', url: '/api/tasks/getAllTasks', headers: { authorization: token } }),
      await app.inject({ method: 'GET', url: '/api/savedSearches', headers: { authorization: token } }),
    ];
    for (const answer of answers)
      expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    // A public list says for itself how it may be kept.
    const news = await app.inject({ method: 'GET', url: '/api/news' });
    expect(news.headers['cache-control']).toBe('public, max-age=60');
    await app.close();
  });
});
