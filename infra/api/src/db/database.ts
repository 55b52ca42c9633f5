import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Schema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

type ExecScript = (sql: string) => Promise<{ rows: unknown[] }>;

export interface Database {
  kind: DatabaseKind;
  /** The schema its tables live in: migrations look only there. */
  schema: string;
  db: Kysely<Schema>;
  /** Runs a script of several statements, under the requests' time limits. */
  execScript: ExecScript;
  /**
   * Runs `work` on one connection of its own, without the requests' time limits: migrations, which may
   * build an index for minutes. One connection for all of it, as a new one costs a server process.
   */
  unlimited: <T>(work: (execScript: ExecScript) => Promise<T>) => Promise<T>;
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
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      poolSize?: number;
      /** A pooled connection the server or the network dropped (a restart, a terminated backend). */
      onConnectionError?: (error: Error) => void;
    };

/**
 * How long a request waits on a PostgreSQL server that does not answer: for a connection, and for a
 * statement (on the server, and here, for a server that is frozen or gone without a word). Past it the
 * request fails at once as "unavailable" (a 503 with Retry-After), instead of hanging every client.
 * Migrations run on connections of their own, without these limits.
 */
export const DATABASE_WAITS = { connectMs: 3_000, statementMs: 5_000, answerMs: 6_000 };

/**
 * One data layer, one SQL dialect (architecture.md#the-api): embedded PGlite by default, a PostgreSQL server
 * when DATABASE_URL is set. Both speak PostgreSQL, so the queries and migrations are the same.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (!target.dataDir.includes('://')) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir, target.from ? { loadDataDir: target.from } : {});
    const execScript: ExecScript = async (sql) => ({ rows: (await client.exec(sql)).at(-1)?.rows ?? [] });
    return {
      kind: 'pglite',
      schema: 'public',
      db: new Kysely<Schema>({ dialect: new PGliteDialect(client) }),
      execScript,
      // Its one connection has no time limits.
      unlimited: (work) => work(execScript),
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  }

  // A schema of its own (tests: one per test file) through the connection's search_path.
  const searchPath = target.schema ? `-c search_path=${target.schema}` : '';
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // No JIT: the API's statements are short, and compiling one took 660 ms of a 700 ms listing search
    // whose plan the planner costed high (docs/performance.md); its own work was 48 ms.
    options: `${searchPath} -c statement_timeout=${DATABASE_WAITS.statementMs} -c jit=off`.trim(),
    connectionTimeoutMillis: DATABASE_WAITS.connectMs,
    query_timeout: DATABASE_WAITS.answerMs,
  });
  // Without a listener, a connection's error is an unhandled 'error' event, which ends the process:
  // the pool listens to its idle connections only, so each connection gets one of its own for the time
  // it is in use (the query in flight fails with it; the pool then drops the connection and opens a
  // new one when one is needed).
  const dropped = (error: Error) => target.onConnectionError?.(error);
  pool.on('error', dropped);
  pool.on('connect', (client) => client.on('error', dropped));
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
    execScript: (sql) => runScript(pool, sql),
    unlimited: async (work) => {
      const client = new pg.Client({ connectionString: target.url, options: searchPath || undefined });
      await client.connect();
      try {
        return await work((sql) => runScript(client, sql));
      } finally {
        await client.end();
      }
    },
    close: () => db.destroy(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function runScript(client: pg.Pool | pg.Client, sql: string) {
  // A script of several statements answers one result per statement.
  const result: pg.QueryResult | pg.QueryResult[] = await client.query(sql);
  return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
}
