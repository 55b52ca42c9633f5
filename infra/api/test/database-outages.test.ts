import { startTestApp, type TestApp } from './helper';
import { startTcpProxy } from './support/tcp-proxy';

const onPostgres =
  process.env.DATABASE_URL && !(globalThis as { FAIRGO_API_TESTS_ON_PGLITE?: boolean }).FAIRGO_API_TESTS_ON_PGLITE;

// The API outlives its database server: connections cut, a server frozen, a server down. Each is
// staged by a proxy between the app and the test's PostgreSQL server (support/tcp-proxy.ts). Skipped on
// PGlite, which has no server to lose; npm test runs it on PostgreSQL.
(onPostgres ? describe : describe.skip)('the API when its PostgreSQL server fails', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy(new URL(process.env.DATABASE_URL!));
    app = await startTestApp({}, { databaseUrl: proxy.url });
  });
  afterAll(async () => {
    proxy.restore();
    await app.close();
    await proxy.close();
  });

  const timed = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    return { response, ms: performance.now() - started };
  };
  const listings = () => timed('/api/findwork/advisers');
  const waitFor200 = async () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      if ((await listings()).response.statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the API did not answer 200 again within 10 s');
  };

  it('keeps running when the server cuts its idle connections, and answers with new ones', async () => {
    expect((await listings()).response.statusCode).toBe(200);
    proxy.cut();
    // Without a listener, the pool's 'error' for an idle connection would end this process here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await waitFor200();
  });

  it('answers 503 with Retry-After within seconds while the server is frozen, and recovers by itself', async () => {
    await waitFor200();
    proxy.freeze();
    const [read, health, live] = await Promise.all([listings(), timed('/api/health'), timed('/api/health/live')]);
    expect(read.response.statusCode).toBe(503);
    expect(read.response.headers['retry-after']).toBe('5');
    expect(read.response.json().message).toMatch(/try again/);
    expect(read.ms).toBeLessThan(8_000);
    expect(health.response.statusCode).toBe(503);
    expect(health.response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    expect(health.ms).toBeLessThan(3_000);
    // What needs no database keeps answering at once.
    expect(live.response.statusCode).toBe(200);
    expect(live.ms).toBeLessThan(1_000);
    proxy.restore();
    await waitFor200();
  }, 60_000);

  it('answers 503 at once while the server is down, and serves again when it is back', async () => {
    await waitFor200();
    proxy.refuse();
    const read = await listings();
    expect(read.response.statusCode).toBe(503);
    expect(read.ms).toBeLessThan(4_000);
    expect((await timed('/api/health')).response.statusCode).toBe(503);
    proxy.restore();
    await waitFor200();
    expect((await timed('/api/health')).response.statusCode).toBe(200);
  }, 60_000);
});
