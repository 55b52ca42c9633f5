import { readdirSync } from 'node:fs';
import {
  apiEnv,
  databaseUrl,
  PART_NAMES,
  partDir,
  partFile,
  PORTS,
  processes,
  registration,
  run,
  SITE,
  start,
} from './topology';

// What an operator does to a running production, and what a start must refuse, registered in the
// topology's describe (production-topology.test.ts).
const register = (email: string) => fetch(`${SITE}/api/register`, { method: 'POST', body: registration(email) });
async function login(email: string) {
  const response = await fetch(`${SITE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  return ((await response.json()) as { data: { UserObj: { token: string } } }).data.UserObj.token;
}

export function operatorTests() {
  it('ships no secret of the machine that packed the archives: no data folder, no token, no key', () => {
    for (const part of PART_NAMES) {
      const files = readdirSync(partDir(part), { recursive: true, encoding: 'utf8' });
      expect(files.filter((file) => /(^|\/)(\.data|\.env)(\/|$)|deploy-token$|link-secret$/.test(file))).toEqual([]);
    }
  });

  it('makes the first admin with `npm run admin -- grant`, and takes the rights back with `revoke`', async () => {
    expect((await register('first-admin@example.com.au')).status).toBe(200);
    const token = await login('first-admin@example.com.au');
    const outbox = async () => (await fetch(`${SITE}/api/outbox`, { headers: { authorization: token } })).status;
    // The command needs the database alone, whatever else production asks of the API.
    const admin = (...args: string[]) =>
      run(partFile('infra/api/dist/admin-cli.js'), args, {
        PATH: process.env.PATH!,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl(),
      });
    expect(await outbox()).toBe(403);
    expect((await admin('grant', 'First-Admin@example.com.au')).stdout).toContain(
      'Topology Tester <first-admin@example.com.au> is an admin; admins: 1.',
    );
    expect(await outbox()).toBe(200);
    expect((await admin('revoke', 'first-admin@example.com.au')).stdout).toContain('is no longer an admin; admins: 0.');
    expect(await outbox()).toBe(403);
    expect((await admin('grant', 'nobody@example.com.au')).stderr).toContain('No account is registered');
  });

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'a bucket that is down',
      { STORAGE_ENDPOINT: 'http://127.0.0.1:9' },
      /The storage s3:\/\/fairgo-topology at \S+ cannot be written \(connect ECONNREFUSED/,
    ],
    [
      'a missing bucket',
      { STORAGE_BUCKET: 'no-such-bucket' },
      /The storage s3:\/\/no-such-bucket at \S+ cannot be written \(The specified bucket does not exist\)/,
    ],
    ['a weak deploy token', { DEPLOY_TOKEN: 'a' }, /DEPLOY_TOKEN/],
    ['no mail server', { SMTP_URL: '' }, /SMTP_URL is required in production/],
    ['every address a proxy', { TRUSTED_PROXIES: '0.0.0.0/0' }, /"0.0.0.0\/0" would let any client choose its address/],
    ['demo data', { SEED_DEMO_DATA: 'true' }, /SEED_DEMO_DATA must not be true in production/],
  ])('refuses to start with %s, saying why (EX_CONFIG)', async (_, change, why) => {
    const refused = start('refused', 'infra/api/dist/server.js', [], {
      ...apiEnv(PORTS.api[0]! + 100),
      METRICS_PORT: '',
      ...change,
    });
    const code = await new Promise((resolve) => refused.on('exit', resolve));
    processes.delete('refused');
    expect(code).toBe(78);
    expect(refused.errors()).toMatch(why);
    expect(refused.errors()).not.toMatch(/^\s+at /m);
  });
}
