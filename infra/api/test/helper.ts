import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStore } from '@fairgo/hosting/object-store';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type ApiConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import type { Clock } from '../src/lib/clock';
import { MIGRATED_PGLITE } from './support/migrated-pglite';

/** The migrated embedded database the run's global setup made (support/migrated-pglite.ts), read once per file. */
let migrated: Blob | undefined;
function migratedPglite() {
  const file = process.env[MIGRATED_PGLITE];
  if (file) migrated ??= new Blob([readFileSync(file)]);
  return migrated;
}

/**
 * The real app on a fresh database, ready for `app.inject` (CONVENTIONS: tests): an in-memory PGlite
 * (a copy of one migrated database),
 * or, with DATABASE_URL set, a schema of its own on that PostgreSQL server, dropped at close.
 * Password hashing is cheap here; production keeps OWASP's cost (see config.test.ts).
 */
export async function startTestApp(
  overrides: Partial<ApiConfig> = {},
  options: { clock?: Clock; databaseUrl?: string; store?: ObjectStore } = {},
) {
  const [app] = await startTestInstances(1, overrides, options);
  return app!;
}

/**
 * `count` instances of the app on one fresh database, as several API processes behind a load balancer
 * share one PostgreSQL server (each with its own jobs, limits and connections). Closing the last closes
 * the database.
 */
export async function startTestInstances(
  count: number,
  overrides: Partial<ApiConfig> = {},
  options: {
    clock?: Clock;
    beforeReady?: (app: FastifyInstance) => void;
    databaseUrl?: string;
    /** A store of the test's own (one that fails), instead of a folder. */
    store?: ObjectStore;
  } = {},
) {
  const config: ApiConfig = {
    ...loadConfig(),
    logLevel: 'silent',
    storage: { kind: 'folder', dir: mkdtempSync(join(tmpdir(), 'fairgo-storage-')) },
    mailDropDir: mkdtempSync(join(tmpdir(), 'fairgo-mail-')),
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    seedDemoData: false,
    registry: {
      source: 'database',
      deployToken: 'test-deploy-token',
      previousDeployToken: null,
      deployTokenFile: '/nonexistent',
    },
    linkSecret: 'test-link-secret',
    pruneReleaseFiles: false,
    ...overrides,
  };
  // jest.config.cjs's "api on PGlite" project keeps its files on the embedded database whatever DATABASE_URL says.
  const url = (globalThis as { FAIRGO_API_TESTS_ON_PGLITE?: boolean }).FAIRGO_API_TESTS_ON_PGLITE
    ? undefined
    : (options.databaseUrl ?? process.env.DATABASE_URL);
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url, schema, poolSize: 4 }
      : { kind: 'pglite', dataDir: 'memory://', from: migratedPglite() },
  );
  let open = count;
  // Once the last app has closed, jobs and all: a schema dropped under a running job deadlocks.
  const afterClose = async () => {
    if (--open > 0) return;
    if (url) await database.execScript(`DROP SCHEMA "${schema}" CASCADE`);
    await database.close();
  };
  const apps = [];
  for (let index = 0; index < count; index++) {
    const app = await buildApp(config, { database, ...options, afterClose });
    options.beforeReady?.(app);
    await app.ready();
    apps.push(Object.assign(app, { config }));
  }
  return apps;
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The files a test app keeps under a folder of its store (a folder of its own), at any depth. */
export function storedFiles(app: TestApp, folder: string): string[] {
  const { storage } = app.config;
  if (storage.kind !== 'folder') throw new Error('the test app stores in a bucket');
  const dir = join(storage.dir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** The uploaded images a test app keeps. */
export const uploadedFiles = (app: TestApp) => storedFiles(app, 'uploads');

/**
 * Resolves once the app's repeating job `name` has ended a run (done or failed). A job that runs at
 * start reads the app's clock when its first query answers, which on a busy machine can come after a
 * test has moved the clock on.
 */
export async function untilJobRan(app: TestApp, name: string) {
  for (;;) {
    const { values } = await app.metrics.jobRuns.get();
    if (values.some((value) => value.labels.job === name)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
