#!/usr/bin/env node
// Builds every app that has no build, or whose sources changed since its build, two at a time (a
// webpack build keeps about one core busy; the machines have two): `npm start` does it first, and
// `npm test` once, for every stage that serves the site.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const readPackage = (folder) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
/** The apps: every workspace whose package.json has a "fairgo" block (infra/hosting/src/apps.ts reads it the same way). */
export const APPS = readPackage('.').workspaces.filter((folder) => readPackage(folder).fairgo);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Tests and test helpers are not part of a build.
    if (entry.name === '__tests__' || entry.name === 'testing') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** An app needs a build when it has none, or when its sources, the shared package or the build config changed since. */
export function needsBuild(app) {
  // Every build writes its Module Federation manifest (a released remote has no index.html).
  const built = join(ROOT, app, 'dist', 'mf-manifest.json');
  if (!existsSync(built)) return true;
  const prerender = join(ROOT, app, 'prerender');
  const sources = Math.max(
    newestMtime(join(ROOT, app, 'src')),
    existsSync(prerender) ? newestMtime(prerender) : 0,
    newestMtime(join(ROOT, 'shared', 'src')),
    newestMtime(join(ROOT, 'infra', 'build')),
    statSync(join(ROOT, app, 'package.json')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

/** Builds the apps that need it, `parallel` at a time; rejects when a build fails. */
export async function buildStaleApps({ parallel = 2 } = {}) {
  const queue = APPS.filter(needsBuild);
  const failed = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`[build] building ${app} …`);
      const code = await new Promise((resolve) =>
        spawn('npm', ['run', 'build', '-w', app], { cwd: ROOT, stdio: 'inherit' }).on('close', resolve),
      );
      if (code !== 0) failed.push(app);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (failed.length > 0) throw new Error(`the build of ${failed.join(', ')} failed`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildStaleApps().catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
