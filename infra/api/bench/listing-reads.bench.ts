// Listing reads under load: the first page of each public list as visitors ask for it (a crowd of them
// shares one read at a time: listing-routes.ts), with 50
// connections for LOAD_SECONDS (10) each, through the real API over HTTP, against a Fastify hello-world
// served by the same process in the same run (the reference: a machine's noise moves both). The load
// comes from autocannon in a process of its own. Rounds interleave the reference and the reads; the
// table gives each one's median requests a second and p99 over the rounds, and its ratio to the
// reference. Budget: every read ≥ 5 % of the reference's requests a second, p99 ≤ 100 ms (on PostgreSQL).
// A member's read, which is never shared, is measured beside them and printed, with no budget.
// Run: DATABASE_URL=… npx tsx infra/api/bench/listing-reads.bench.ts   (LISTINGS, LOAD_SECONDS, ROUNDS)
import Fastify from 'fastify';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { login, register } from '../test/support/accounts';
import { insertListings, runBench } from './bench-app';

const LISTINGS = Number(process.env.LISTINGS ?? 20_000);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = 50;
const BUDGET = { overReference: 0.05, p99Ms: 100 };
const READS = {
  '/find-work (advisers)': '/api/findwork/advisers',
  '/find-worker (workers)': '/api/findworker/workers',
  '/find-worker (filterworkers)': '/api/findworker/filterworkers?jobs=Barista&jobs=Chef&availability=Monday',
};

const MEMBER_READ = '/find-work, a member (alone)';
const autocannon = createRequire(import.meta.url).resolve('autocannon');
interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  bytesPerRequest: number;
}
async function load(url: string, token?: string): Promise<Load> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannon,
      ...['-c', String(CONNECTIONS), '-d', String(LOAD_SECONDS), '-j', url],
      ...(token ? ['-H', `authorization=${token}`] : []),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
    throughput: { total: number };
  };
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
    bytesPerRequest: result.throughput.total / Math.max(result.requests.total, 1),
  };
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await runBench(async (bench) => {
  const { app } = bench;
  const suburbs = ['Newtown', 'Fitzroy', 'Glenelg', 'Hobart'].flatMap((name) => app.suburbs.search(name, 3));
  const owner = await app.db
    .insertInto('users')
    .values({ name: 'Bench', email: 'bench@example.com.au', password_hash: 'x', role: 'both' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const catalogue = { suburbs, roles: ['Barista', 'Chef', 'Cleaner', 'Waiter'], certificates: ['RSA', 'First Aid'] };
  for (const table of ['worker_posts', 'job_posts'] as const)
    await insertListings(bench, table, LISTINGS, owner.id, catalogue);

  // The accounts helpers of the tests take a test app; the bench's is the same app, built for a bench.
  const asTestApp = app as Parameters<typeof register>[0];
  await register(asTestApp, { email: 'member@example.com.au', role: 'both' });
  await app.db
    .updateTable('users')
    .set({ membership_expires: new Date(Date.now() + 86_400_000) })
    .where('email', '=', 'member@example.com.au')
    .execute();
  const { token } = await login(asTestApp, 'member@example.com.au');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const reference = Fastify();
  reference.get('/', async () => ({ hello: 'world' }));
  await reference.listen({ host: '127.0.0.1', port: 0 });
  const hello = `http://127.0.0.1:${(reference.server.address() as AddressInfo).port}/`;

  const runs = new Map<string, Load[]>();
  const record = (name: string, run: Load) => runs.set(name, [...(runs.get(name) ?? []), run]);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      record('Fastify hello-world', await load(hello));
      for (const [name, path] of Object.entries(READS)) record(name, await load(`${api}${path}`));
      record(MEMBER_READ, await load(`${api}${READS['/find-work (advisers)']}`, token));
    }
  } finally {
    await reference.close();
  }

  const referenceRate = median(runs.get('Fastify hello-world')!.map((run) => run.requestsPerSecond));
  console.log(
    `\n${bench.database.kind}, ${LISTINGS} listings per table, ${CONNECTIONS} connections, ${LOAD_SECONDS} s × ${ROUNDS} rounds`,
  );
  console.log(
    `${'read'.padEnd(30)} ${'req/s (runs)'.padStart(26)} ${'× ref'.padStart(7)} ${'p99 ms'.padStart(8)} ${'KB'.padStart(6)} failed`,
  );
  for (const [name, loads] of runs) {
    const rate = median(loads.map((run) => run.requestsPerSecond));
    const p99 = median(loads.map((run) => run.p99Ms));
    const rates = loads.map((run) => Math.round(run.requestsPerSecond)).join(', ');
    const failures = loads.reduce((sum, run) => sum + run.failures, 0);
    console.log(
      `${name.padEnd(30)} ${`${Math.round(rate)} (${rates})`.padStart(26)} ${(rate / referenceRate).toFixed(3).padStart(7)} ${String(p99).padStart(8)} ${(median(loads.map((run) => run.bytesPerRequest)) / 1024).toFixed(1).padStart(6)} ${failures}`,
    );
    if (name === 'Fastify hello-world' || name === MEMBER_READ) continue;
    bench.judge(`${name}: every request answered`, failures === 0);
    bench.judge(
      `${name}: ≥ ${BUDGET.overReference * 100} % of the reference`,
      rate / referenceRate >= BUDGET.overReference,
    );
    bench.judge(`${name}: p99 ≤ ${BUDGET.p99Ms} ms`, p99 <= BUDGET.p99Ms);
  }
});
