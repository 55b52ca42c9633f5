import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startTestApp, type TestApp } from './helper';

const onPostgres =
  process.env.DATABASE_URL && !(globalThis as { FAIRGO_API_TESTS_ON_PGLITE?: boolean }).FAIRGO_API_TESTS_ON_PGLITE;

const SCRIPT = fileURLToPath(new URL('../../scripts/throwaway-postgres.sh', import.meta.url));
/** A PostgreSQL server of this file's own: the tests stop and freeze it, which the suite's shared server must not see. */
const SERVER = { PG_DIR: `/tmp/fairgo-postgres-outages-${process.pid}`, PG_PORT: '' };

/**
 * A port free now and after each restart of the server: below Linux's ephemeral range (32768–60999), where
 * no client connection's local port can take it between a stop and a start (a port picked from inside it
 * was once held by one of the suite's own connections), and found free by listening on it.
 */
async function freePort(from: number): Promise<string> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return String(port);
  }
  throw new Error(`no free port from ${from}`);
}
const server = (command: 'start' | 'stop' | 'halt' | 'resume' | 'freeze' | 'thaw') =>
  execFileSync('bash', [SCRIPT, command], { env: { ...process.env, ...SERVER }, encoding: 'utf8' });

// The API outlives its database server: PostgreSQL ending the API's connections, idle and mid-query (an
// administrator's pg_terminate_backend, a failover), the server frozen (SIGSTOP: a stalled disk, a paused
// virtual machine) and the server stopped (pg_ctl stop -m fast). Skipped on PGlite, which has no server
// to lose; npm test runs it on PostgreSQL.
(onPostgres ? describe : describe.skip)('the API when its PostgreSQL server fails', () => {
  const name = `outages-${process.pid}`;
  let app: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    SERVER.PG_PORT = await freePort(26_000 + (process.pid % 4000));
    const url = new URL(/DATABASE_URL=(\S+)/.exec(server('start'))![1]!);
    admin = new pg.Client({ connectionString: url.href });
    // Its connection ends with the server in the last test.
    admin.on('error', () => {});
    await admin.connect();
    url.searchParams.set('application_name', name);
    app = await startTestApp({}, { databaseUrl: url.href });
  }, 60_000);
  afterAll(async () => {
    server('thaw');
    await admin.end().catch(() => {});
    await app.close().catch(() => {});
    server('stop');
    rmSync(SERVER.PG_DIR, { recursive: true, force: true });
  });

  const timed = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    return { response, ms: performance.now() - started };
  };
  const listings = () => timed('/api/findwork/advisers');
  const read = async () => (await listings()).response.statusCode;
  const waitFor200 = async () => {
    for (let attempt = 0; attempt < 60; attempt++) {
      if ((await read()) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the API did not answer 200 again within 15 s');
  };
  const terminate = async () =>
    (
      await admin.query<{ ended: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE application_name = $1',
        [name],
      )
    ).rows[0]!.ended;

  it('keeps serving when PostgreSQL terminates its idle connections, and its busy ones mid-query', async () => {
    // Idle: the pool holds its connections after a burst. Without a listener, the pool's 'error' for an
    // idle connection would end this process here.
    expect(await Promise.all(Array.from({ length: 4 }, read))).toEqual([200, 200, 200, 200]);
    expect(await terminate()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await read()).toBe(200);

    // Busy: 40 reads in flight while their connections go. Each answers (200, or 503 for one whose
    // connection went under it), none hangs, and the next reads are served on new connections. Each
    // asks for another page: visitors asking for the same one would share one read (listing-routes.ts).
    const burst = Promise.all(
      Array.from(
        { length: 40 },
        async (_, page) => (await timed(`/api/findwork/advisers?offset=${page}`)).response.statusCode,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await terminate();
    expect((await burst).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(await Promise.all(Array.from({ length: 10 }, read))).toEqual(Array(10).fill(200));
  }, 60_000);

  it('answers 503 with Retry-After within seconds while the server is frozen, and recovers by itself', async () => {
    await waitFor200();
    server('freeze');
    try {
      const [listing, health, live] = await Promise.all([listings(), timed('/api/health'), timed('/api/health/live')]);
      expect(listing.response.statusCode).toBe(503);
      expect(listing.response.headers['retry-after']).toBe('5');
      expect(listing.response.json().message).toMatch(/try again/);
      expect(listing.ms).toBeLessThan(8_000);
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toMatchObject({ status: 'degraded', database: 'down' });
      expect(health.ms).toBeLessThan(3_000);
      // What needs no database keeps answering at once.
      expect(live.response.statusCode).toBe(200);
      expect(live.ms).toBeLessThan(1_000);
    } finally {
      server('thaw');
    }
    await waitFor200();
  }, 60_000);

  it('answers 503 at once while the server is stopped, and serves again when it is back', async () => {
    await waitFor200();
    // Stopped under traffic: every read in flight answers, none hangs.
    const during = Promise.all(Array.from({ length: 20 }, read));
    server('halt');
    expect((await during).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const down = await listings();
    expect(down.response.statusCode).toBe(503);
    // The API's own words, never the driver's ("Connection terminated unexpectedly", "ECONNREFUSED").
    expect(down.response.json()).toEqual({
      code: 'databaseUnavailable',
      message: 'FairGo is busy for a moment. Please try again in a few seconds.',
    });
    expect(down.ms).toBeLessThan(4_000);
    expect((await timed('/api/health')).response.statusCode).toBe(503);
    server('resume');
    await waitFor200();
    expect((await timed('/api/health')).response.statusCode).toBe(200);
  }, 60_000);
});
