import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Schema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  /** The schema its tables live in: migrations look only there. */
  schema: string;
  db: Kysely<Schema>;
  /** Runs a script of several statements (migrations). */
  execScript: (sql: string) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
  /** The embedded database only: its data directory as a tarball, for another to start `from`. */
  dumpDataDir?: () => Promise<Blob>;
  /** A server's connection pool, for the metrics: connections open, idle, and requests waiting for one. */
  pool?: () => { total: number; idle: number; waiting: number };
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string;
      /** A data directory to start from (a tarball of PGlite's `dumpDataDir`), instead of a new cluster. */
      from?: Blob;
    }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

/**
 * One data layer, one SQL dialect (ARCHITECTURE §3): embedded PGlite by default, a PostgreSQL server
 * when DATABASE_URL is set. Both speak PostgreSQL, so the queries and migrations are the same.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (!target.dataDir.includes('://')) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir, target.from ? { loadDataDir: target.from } : {});
    return {
      kind: 'pglite',
      schema: 'public',
      db: new Kysely<Schema>({ dialect: new PGliteDialect(client) }),
      execScript: async (sql) => ({ rows: (await client.exec(sql)).at(-1)?.rows ?? [] }),
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  }

  // A schema of its own (tests: one per test file) through the connection's search_path.
  const options = target.schema ? `-c search_path=${target.schema}` : undefined;
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, options });
  if (target.schema) {
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${target.schema}"`);
    await admin.end();
  }
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    schema: target.schema ?? 'public',
    db,
    execScript: async (sql) => {
      // A script of several statements answers one result per statement.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(sql);
      return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
    },
    close: () => db.destroy(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
