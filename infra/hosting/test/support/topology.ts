import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { renderNginxConfig } from '../../src/nginx';
import { spawnNginx } from './nginx';
import { partFile, unpackParts } from './parts';

export { partDir, partFile, PART_NAMES, shellBuild } from './parts';

// Production as docs/deploying.md lays it out, on loopback addresses (production-topology.test.ts): its
// ports, each part's environment, starting and stopping the parts, and the load the tests put on them.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BASE = 21_000 + Math.floor(Math.random() * 400) * 10;
export const PORTS = {
  nginx: BASE,
  api: [BASE + 1, BASE + 2],
  pages: [BASE + 3, BASE + 4],
  static: BASE + 5,
  s3: BASE + 6,
  metrics: [BASE + 7, BASE + 8],
  smtp: BASE + 9,
};
export const SITE = `http://127.0.0.1:${PORTS.nginx}`;
/** nginx tells the site from the static origin by host name: the same port under another loopback name. */
export const STATIC = `http://localhost:${PORTS.nginx}`;
export const BUCKET = 'fairgo-topology';
// Production refuses secrets under 32 bytes, and two that are equal.
export const DEPLOY_TOKEN = 'topology-deploy-token-7Qp2xLr9k7Qp2xLr9';
export const LINK_SECRET = 'topology-link-secret-Hb6nWq3tKz8pRm2v';

export const work = mkdtempSync(join(tmpdir(), 'fairgo-topology-'));
export const database = `fairgo_topology_${process.pid}`;
export const databaseUrl = () => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.href;
};

/** What every part is told; each also gets a DATA_DIR of its own, which production must not need. */
export const shared = () => ({
  PATH: process.env.PATH!,
  NODE_ENV: 'production',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  STORAGE_BUCKET: BUCKET,
  STORAGE_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
  STORAGE_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  ORIGIN_MF_MARKETPLACE: `${STATIC}/mf-marketplace`,
  ORIGIN_MF_TASKS: `${STATIC}/mf-tasks`,
  ORIGIN_MF_ACCOUNT: `${STATIC}/mf-account`,
  ORIGIN_MF_ADMIN: `${STATIC}/mf-admin`,
  SITE_ORIGINS: SITE,
  SITE_URL: SITE,
  // Loopback over plain http is what this test has; production refuses it unless told it is a staging site.
  ALLOW_INSECURE_ORIGINS: 'true',
  LOG_LEVEL: 'warn',
});
export const apiEnv = (port: number) => ({
  ...shared(),
  METRICS_PORT: String(PORTS.metrics[PORTS.api.indexOf(port)]),
  DATA_DIR: mkdtempSync(join(work, 'api-')),
  API_HOST: '127.0.0.1',
  API_PORT: String(port),
  DATABASE_URL: databaseUrl(),
  DEPLOY_TOKEN,
  LINK_SECRET,
  SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
  PAYMENTS_PROVIDER: 'development',
  TRUSTED_PROXIES: '127.0.0.1',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  // The load below comes from one address; the per-account login limit stays as production has it.
  RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
  TASK_AUTO_COMPLETE_EVERY_MS: '1000',
  SHUTDOWN_GRACE_MS: '5000',
});
export const hostEnv = () => ({
  ...shared(),
  DATA_DIR: mkdtempSync(join(work, 'host-')),
  HOST: '127.0.0.1',
  // The hosts reach the API through nginx, so they outlive any one instance.
  API_URL: SITE,
});

/**
 * Runs a command to its end without blocking this process: the object store answers from here (a
 * spawnSync would stop it, and the command waiting on it, for good).
 */
export const run = (file: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [file, ...args], { env, encoding: 'utf8' }).catch(
    (error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: error.stderr }),
  );

export const processes = new Map<string, ChildProcess>();
// Whatever way this test ends, the servers it started end with it.
process.once('exit', () => {
  for (const child of processes.values()) child.kill('SIGKILL');
});
export function start(name: string, file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [partFile(file, args), ...args], { env, stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  processes.set(name, child);
  return Object.assign(child, { errors: () => errors });
}
export const startApi = (index: number) =>
  start(`api-${index}`, 'infra/api/dist/server.js', [], apiEnv(PORTS.api[index]!));

export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}
export const answers = (url: string) => until(async () => (await fetch(url)).ok, `${url} answering`);

/** Requests, failures and the 99th percentile of a batch, as the note and the log print them. */
export function figures(name: string, results: { ok: boolean; ms: number; status: number | string }[]) {
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const line = {
    requests: results.length,
    failures: results.filter((result) => !result.ok).length,
    p99Ms: Math.round(sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0),
  };
  const failures = new Map<string, number>();
  for (const { ok, status } of results) if (!ok) failures.set(String(status), (failures.get(String(status)) ?? 0) + 1);
  const failed = [...failures].map(([status, count]) => `${count} × ${status}`);
  console.log(`${name}: ${JSON.stringify(line)}${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}`);
  return line;
}
export async function timed(request: () => Promise<Response>) {
  const began = performance.now();
  const status = await request().then(
    async (response) => (await response.arrayBuffer(), response.status),
    (error: Error) => `${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`,
  );
  return { ok: status === 200, status, ms: performance.now() - began };
}

/** What a running topology holds besides its processes: the bucket's server and two database connections. */
export const topology = {} as { s3: S3rver; admin: pg.Client; db: pg.Client; smtp: SMTPServer };

/** The mails the topology's SMTP server received: to whom, and the message as sent. */
export const receivedMail: { to: string; text: string }[] = [];

/**
 * Starts PostgreSQL's database, the bucket, both APIs (after proving that one refuses a database behind
 * its code, then migrating), both shell hosts, the static host and nginx; resolves when the site answers.
 */
/** An nginx of the topology, named `name` among its processes, serving `config` (its `http` block's content). */
export const startNginx = (name: string, config: string) =>
  processes.set(name, spawnNginx(NGINX, join(work, name), config));

export async function startTopology() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL server (npm test starts one)');
  unpackParts(join(work, 'parts'));
  const admin = (topology.admin = new pg.Client({ connectionString: process.env.DATABASE_URL }));
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  topology.db = new pg.Client({ connectionString: databaseUrl() });
  await topology.db.connect();
  topology.s3 = new S3rver({ port: PORTS.s3, address: '127.0.0.1', silent: true, directory: join(work, 's3') });
  await topology.s3.run();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${PORTS.s3}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  topology.smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) receivedMail.push({ to: to.address, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => topology.smtp.listen(PORTS.smtp, '127.0.0.1', resolve));

  // A database behind the code: the API refuses to start, and says what to do.
  const early = startApi(0);
  const code = await new Promise((resolve) => early.on('exit', resolve));
  expect(code).not.toBe(0);
  expect(early.errors()).toContain('run `npm run migrate` first');
  const migrated = await run(partFile('infra/api/dist/migrate-database.js'), [], apiEnv(PORTS.api[0]!));
  expect(migrated.stderr + migrated.stdout).toMatch(/Applied \d+ migration\(s\)/);

  startApi(0);
  startApi(1);
  start('pages-0', 'infra/hosting/dist/serve-app.js', ['shell', String(PORTS.pages[0])], hostEnv());
  start('pages-1', 'infra/hosting/dist/serve-app.js', ['shell', String(PORTS.pages[1])], hostEnv());
  start('static', 'infra/hosting/dist/serve-app.js', ['static', String(PORTS.static)], hostEnv());

  startNginx(
    'nginx',
    renderNginxConfig({
      listen: `127.0.0.1:${PORTS.nginx}`,
      siteHost: '127.0.0.1',
      staticHost: 'localhost',
      apiServers: PORTS.api.map((port) => `127.0.0.1:${port}`),
      pageServers: PORTS.pages.map((port) => `127.0.0.1:${port}`),
      staticServers: [`127.0.0.1:${PORTS.static}`],
    }),
  );
  for (const port of [...PORTS.api]) await answers(`http://127.0.0.1:${port}/api/health`);
  await answers(`${SITE}/api/health`);
  await answers(`${SITE}/mf-manifest.json`);
}

/** Stops every part, and drops the topology's database. */
export async function stopTopology() {
  const { s3, admin, db, smtp } = topology;
  // nginx's master stops its workers on SIGTERM (killed outright, it would leave them serving): every
  // nginx of the topology, the edges' too.
  const masters = [...processes].filter(([name]) => name === 'nginx' || name.startsWith('edge-'));
  await Promise.all(
    masters.map(async ([name, nginx]) => {
      processes.delete(name);
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }),
  );
  for (const child of processes.values()) child.kill('SIGKILL');
  await s3?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await db?.end();
  await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin?.end();
}

/** A registration as the browser's form sends it, with a profile picture or without. */
export function registration(email: string, picture?: Buffer) {
  const form = new FormData();
  const fields = {
    name: 'Topology Tester',
    email,
    password: 'correct horse battery',
    phone: '0412345678',
    role: 'worker',
    location: 'Newtown, New South Wales',
    company: '',
    howDidYouHearAboutUs: 'Google',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (picture) form.append('profileImage', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  return form;
}

/** Restarts each of `names` in turn (SIGTERM, start, ready) under 8 loops of `request`, as a deploy would. */
export async function rollingRestart(
  names: string[],
  restart: (name: string) => Promise<void>,
  request: () => Promise<Response>,
) {
  let loading = true;
  const results: Awaited<ReturnType<typeof timed>>[] = [];
  const load = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (loading) results.push(await timed(request));
    }),
  );
  for (const name of names) {
    const child = processes.get(name)!;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await restart(name);
    // nginx takes a server it left out back after its fail_timeout (5 s): only then is the next one stopped.
    await new Promise((resolve) => setTimeout(resolve, 6000));
  }
  loading = false;
  await load;
  return results;
}
