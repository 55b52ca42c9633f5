import pg from 'pg';
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

// The same, from the server itself: PostgreSQL ends the app's connections (an administrator's
// pg_terminate_backend, a failover), idle ones and those in the middle of a query.
(onPostgres ? describe : describe.skip)('the API when PostgreSQL terminates its connections', () => {
  const name = `outage-${process.pid}-${Date.now()}`;
  let app: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('application_name', name);
    app = await startTestApp({}, { databaseUrl: url.href });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });
  const terminate = async () =>
    (
      await admin.query<{ ended: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE application_name = $1',
        [name],
      )
    ).rows[0]!.ended;
  const read = () => app.inject({ method: 'GET', url: '/api/findwork/advisers' });

  it('keeps serving when its idle connections are terminated, and when busy ones are, mid-query', async () => {
    // Idle: the pool holds its connections after a burst.
    expect((await Promise.all(Array.from({ length: 4 }, read))).map((reply) => reply.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
    expect(await terminate()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await read()).statusCode).toBe(200);

    // Busy: 40 reads in flight while their connections go. Each answers (200, or 503 for one whose
    // connection went under it), none hangs, and the next reads are served on new connections.
    const burst = Promise.all(Array.from({ length: 40 }, read));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await terminate();
    const statuses = (await burst).map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await Promise.all(Array.from({ length: 10 }, read))).map((reply) => reply.statusCode)).toEqual(
      Array(10).fill(200),
    );
  }, 60_000);
});
