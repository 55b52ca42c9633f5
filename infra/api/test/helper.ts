import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
export async function startTestApp(overrides: Partial<ApiConfig> = {}, options: { clock?: Clock } = {}) {
  const config: ApiConfig = {
    ...loadConfig(),
    logLevel: 'silent',
    uploadsDir: mkdtempSync(join(tmpdir(), 'fairgo-uploads-')),
    mailDropDir: mkdtempSync(join(tmpdir(), 'fairgo-mail-')),
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    seedDemoData: false,
    registry: { source: 'database', deployToken: 'test-deploy-token', deployTokenFile: '/nonexistent' },
    linkSecret: 'test-link-secret',
    releasesDir: null,
    ...overrides,
  };
  // jest.config.cjs's "api on PGlite" project keeps its files on the embedded database whatever DATABASE_URL says.
  const url = (globalThis as { FAIRGO_API_TESTS_ON_PGLITE?: boolean }).FAIRGO_API_TESTS_ON_PGLITE
    ? undefined
    : process.env.DATABASE_URL;
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url, schema, poolSize: 4 }
      : { kind: 'pglite', dataDir: 'memory://', from: migratedPglite() },
  );
  const app = await buildApp(config, { database, ...options });
  app.addHook('onClose', async () => {
    if (url) await database.execScript(`DROP SCHEMA "${schema}" CASCADE`);
    await database.close();
  });
  await app.ready();
  return Object.assign(app, { config });
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
