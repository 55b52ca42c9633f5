#!/usr/bin/env node
// `npm run build:previous-api`: the API as it was before the newest migration (the code a deploy still
// runs while `npm run migrate` moves the schema on), built from git into .previous-release/, for the
// production topology to run on the migrated schema with its smoke checks (migrations only add: the
// version before them must keep working). Its own @fairgo workspaces come from the same commit; other
// packages from this checkout's node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT = join(ROOT, '.previous-release');
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

const newest = git('log', '-1', '--format=%H', '--', 'infra/api/src/db/migrations');
const previous = git('rev-parse', `${newest}^`);
// The hosts' app identities are read from each app's package.json.
const APP_PACKAGES = ['shell', 'mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin']
  .map((app) => `${app}/package.json`)
  .join(' ');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
execFileSync(
  'sh',
  [
    '-c',
    `git archive ${previous} infra/api infra/hosting shared tsconfig.base.json ${APP_PACKAGES} | tar -x -C "${OUT}"`,
  ],
  { cwd: ROOT },
);
mkdirSync(join(OUT, 'node_modules/@fairgo'), { recursive: true });
symlinkSync('../../shared', join(OUT, 'node_modules/@fairgo/shared'));
symlinkSync('../../infra/hosting', join(OUT, 'node_modules/@fairgo/hosting'));
execFileSync(
  process.execPath,
  [join(ROOT, 'infra/build/bin/fairgo-build-server.mjs'), 'src/server.ts', '--copy', 'src/db/migrations:migrations'],
  { cwd: join(OUT, 'infra/api'), stdio: 'inherit' },
);
writeFileSync(join(OUT, 'COMMIT'), `${previous}\n`);
console.log(`the API before ${newest.slice(0, 10)} (${previous.slice(0, 10)}) is in ${OUT}/infra/api/dist`);
