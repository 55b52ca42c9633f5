import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/apps';
import { answers, apiEnv, PORTS, processes, registration, start } from './topology';

// The API as it was before the newest migration (`npm run build:previous-api`), on the schema this
// version migrated: the version a deploy still runs while `npm run migrate` moves the schema on must
// keep working (migrations only add). Registered in the topology's describe.
const PREVIOUS = join(ROOT, '.previous-release');

export function previousApiTests() {
  it('runs the API from before the newest migration on the migrated schema: its smoke checks pass', async () => {
    const server = join(PREVIOUS, 'infra/api/dist/server.js');
    if (!existsSync(server)) throw new Error('no previous API: run `npm run build:previous-api` (npm test does)');
    const port = PORTS.api[0]! + 160;
    start('previous-api', server, [], { ...apiEnv(PORTS.api[0]!), API_PORT: String(port), METRICS_PORT: '' });
    const api = `http://127.0.0.1:${port}/api`;
    try {
      await answers(`${api}/health`);
      const health = (await (await fetch(`${api}/health`)).json()) as { migrations: string };
      expect(health.migrations).toBe('current');
      const email = 'previous-version@example.com.au';
      expect((await fetch(`${api}/register`, { method: 'POST', body: registration(email) })).status).toBe(200);
      const signIn = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery' }),
      });
      expect(signIn.status).toBe(200);
      const { token } = ((await signIn.json()) as { data: { UserObj: { token: string } } }).data.UserObj;
      for (const path of ['/findwork/advisers', '/news', '/notifications', '/tasks/getAllTasks']) {
        const answer = await fetch(`${api}${path}`, { headers: { authorization: token } });
        expect([path, answer.status]).toEqual([path, 200]);
      }
      console.log(
        `the API of ${readFileSync(join(PREVIOUS, 'COMMIT'), 'utf8').trim().slice(0, 10)} on the migrated schema: smoke checks passed`,
      );
    } finally {
      processes.get('previous-api')?.kill('SIGKILL');
      processes.delete('previous-api');
    }
  }, 60_000);
}
