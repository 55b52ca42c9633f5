import { startTestApp } from '../helper';

describe('GET /api/registry', () => {
  it('lists every remote with its version, manifest and routes', async () => {
    const app = await startTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/registry' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=10');

    const { remotes } = response.json<{ remotes: { name: string; manifestUrl: string; routes: string[] }[] }>();
    expect(remotes.map((remote) => remote.name)).toEqual(['mf_marketplace', 'mf_tasks', 'mf_account', 'mf_admin']);
    expect(remotes.find((remote) => remote.name === 'mf_tasks')).toMatchObject({
      manifestUrl: 'http://localhost:3002/mf-manifest.json',
      routes: ['/tasks'],
    });
    // Every route of spec §2 that is not the shell's own belongs to exactly one remote.
    const owned = remotes.flatMap((remote) => remote.routes).sort();
    expect(owned).toEqual(
      [
        '/change-password',
        '/feedback',
        '/feedbacklist',
        '/find-work',
        '/find-worker',
        '/login',
        '/profile',
        '/register',
        '/reset-password',
        '/tasks',
      ].sort(),
    );
    await app.close();
  });

  it('serves each remote from the origin configured for it', async () => {
    process.env.ORIGIN_MF_ADMIN = 'https://admin.cdn.example';
    const app = await startTestApp();
    const { remotes } = (await app.inject({ method: 'GET', url: '/api/registry' })).json<{
      remotes: { name: string; manifestUrl: string }[];
    }>();
    expect(remotes.find((remote) => remote.name === 'mf_admin')?.manifestUrl).toBe(
      'https://admin.cdn.example/mf-manifest.json',
    );
    delete process.env.ORIGIN_MF_ADMIN;
    await app.close();
  });
});
