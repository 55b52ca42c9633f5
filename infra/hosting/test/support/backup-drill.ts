import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  answers,
  apiEnv,
  database,
  databaseUrl,
  partFile,
  PORTS,
  processes,
  run,
  start,
  topology,
  work,
} from './topology';

// The backup and restore drill of docs/deploying.md, registered in the topology's describe: a
// custom-format pg_dump of the live database, restored into a fresh one, on which an API passes its
// smoke checks (ready, a sign-in of an account from before the dump, the listings).
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const RESTORED = `${database}_restored`;
const restoredUrl = () => databaseUrl().replace(new RegExp(`/${database}$`), `/${RESTORED}`);

export function backupDrill() {
  it('restores a pg_dump into a fresh database, on which an API passes its smoke checks', async () => {
    const dump = join(work, 'fairgo.dump');
    const began = performance.now();
    await promisify(execFile)(join(BIN, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl()]);
    await topology.admin.query(`DROP DATABASE IF EXISTS ${RESTORED}`);
    await topology.admin.query(`CREATE DATABASE ${RESTORED}`);
    await promisify(execFile)(join(BIN, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restoredUrl()}`,
      dump,
    ]);
    console.log(`backup drill: dumped and restored in ${Math.round(performance.now() - began)} ms`);
    try {
      // The restored schema is the code's: nothing to migrate.
      const migrated = await run(partFile('infra/api/dist/migrate-database.js'), [], {
        PATH: process.env.PATH!,
        NODE_ENV: 'production',
        DATABASE_URL: restoredUrl(),
      });
      expect(migrated.stdout).toMatch(/The schema is current/);
      const port = PORTS.api[0]! + 150;
      start('restored', 'infra/api/dist/server.js', [], {
        ...apiEnv(PORTS.api[0]!),
        API_PORT: String(port),
        METRICS_PORT: '',
        DATABASE_URL: restoredUrl(),
      });
      const api = `http://127.0.0.1:${port}/api`;
      await answers(`${api}/health`);
      const signIn = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'pictured@example.com.au', password: 'correct horse battery' }),
      });
      expect(signIn.status).toBe(200);
      expect((await fetch(`${api}/findwork/advisers`)).status).toBe(200);
    } finally {
      processes.get('restored')?.kill('SIGKILL');
      processes.delete('restored');
      await topology.admin.query(`DROP DATABASE IF EXISTS ${RESTORED} WITH (FORCE)`);
    }
  }, 60_000);
}
