#!/usr/bin/env node
// `npm start`: builds whatever part is missing or older than its sources, then runs the whole site
// (API, shell, four remotes) from those builds with `node`, in one terminal, each log line prefixed by
// its part; Ctrl-C stops all. `npm run dev` runs webpack dev servers and the API from its sources instead.
import concurrently from 'concurrently';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { APPS, buildStaleApps, ROOT } from './build-apps.mjs';

const dev = process.argv.includes('--dev');

if (!dev) {
  await buildStaleApps().catch((error) => {
    console.error(`[start] ${error.message}`);
    process.exit(1);
  });
}

const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
const node = process.execPath;
const apiPort = process.env.API_PORT ?? 4000;
const options = { cwd: ROOT, killOthersOn: ['failure'], prefix: 'name', restartTries: 0 };

// The API first: the registry lives there, and the remotes are released to it before any page is served.
const api = concurrently(
  [
    {
      name: 'api',
      command: dev ? `${tsx} watch infra/api/src/server.ts` : `${node} infra/api/dist/server.js`,
      prefixColor: 'magenta',
      // The dev servers serve unversioned builds, so the registry answers from the checkout.
      env: { LOG_PRETTY: 'true', ...(dev ? { REGISTRY_SOURCE: 'checkout' } : {}) },
    },
  ],
  options,
);
let hosts = null;
const stopAll = (code) => {
  for (const command of [...api.commands, ...(hosts?.commands ?? [])]) command.kill();
  process.exit(code);
};
api.result.catch(() => stopAll(1));
await waitFor(`http://localhost:${apiPort}/api/health`);

// Each app's build is released (an immutable versioned folder, then the registry's pointer) unless it
// is current already or the pointer moved after it was built: a rollback stays in force until the code
// changes again (architecture.md#independent-release). The shell last: its release checks the remotes browsers load then.
if (!dev) {
  const apps = [...APPS.filter((app) => app !== 'shell'), 'shell'];
  const release = ['infra/release/dist/cli.js', 'release', ...apps, '--no-build', '--unless-superseded'];
  try {
    execFileSync(node, [...release, '--shell-manifest', 'shell/dist/mf-manifest.json'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  } catch {
    console.error('[start] the apps could not be released (above); stopping');
    stopAll(1);
  }
}

hosts = concurrently(
  APPS.map((app, index) => ({
    name: app,
    command: dev ? `npm run dev -w ${app}` : `${node} infra/hosting/dist/serve-app.js ${app}`,
    prefixColor: ['green', 'blue', 'yellow', 'cyan', 'red'][index],
  })),
  options,
);
console.log(`[start] FairGo is starting at http://localhost:${process.env.PORT_SHELL ?? 3000}`);
hosts.result.then(
  () => stopAll(0),
  () => stopAll(1),
);

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`[start] ${url} did not answer within ${timeoutMs / 1000} s`);
  stopAll(1);
}
