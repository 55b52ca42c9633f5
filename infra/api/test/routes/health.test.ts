import { startTestApp } from '../helper';

describe('GET /api/health', () => {
  it('reports the API and its database up', async () => {
    const app = await startTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      databaseKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      uptimeSeconds: expect.any(Number),
    });
    await app.close();
  });

  it('answers an unknown route with 404 and a message', async () => {
    const app = await startTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
    await app.close();
  });
});
