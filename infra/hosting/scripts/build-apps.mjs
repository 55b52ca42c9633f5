#!/usr/bin/env node
// Builds every part that has no build, or whose sources changed since its build: the server parts
// first (esbuild, about a second each), then the apps two at a time (a webpack build keeps about one
// core busy; the machines have two). `npm start` does it first, and `npm test` once, for every stage
// that serves the site.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
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
    if (entry.name === '__tests__') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The server parts, built to JavaScript run by `node` (infra/build/bin/fairgo-build-server.mjs), each
 * with the file its build writes; they bundle infra/hosting/src (apps, object store) as well.
 */
export const SERVERS = { 'infra/api': 'server.js', 'infra/hosting': 'serve-app.js', 'infra/release': 'cli.js' };

/** The file whose time is the part's build time: every app's build writes its Module Federation manifest (a released remote has no index.html). */
const builtFile = (folder) => join(ROOT, folder, 'dist', SERVERS[folder] ?? 'mf-manifest.json');

/** A part needs a build when it has none, or when its sources, the shared package or the build config changed since. */
export function needsBuild(folder) {
  const built = builtFile(folder);
  if (!existsSync(built)) return true;
  const optional = (path) => (existsSync(path) ? newestMtime(path) : 0);
  const sources = Math.max(
    newestMtime(join(ROOT, folder, 'src')),
    optional(join(ROOT, folder, 'prerender')),
    optional(join(ROOT, folder, 'scripts')),
    SERVERS[folder] ? newestMtime(join(ROOT, 'infra', 'hosting', 'src')) : 0,
    newestMtime(join(ROOT, 'shared', 'src')),
    newestMtime(join(ROOT, 'infra', 'build')),
    statSync(join(ROOT, folder, 'package.json')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

/**
 * Builds one part; answers its exit code. A successful build's time is noted on its built file: webpack
 * leaves a file whose content did not change as it was (a change to a comment), which would otherwise
 * keep the part "older than its sources" and built again at every start.
 */
const build = (folder) =>
  new Promise((resolve) =>
    spawn('npm', ['run', 'build', '-w', folder], { cwd: ROOT, stdio: 'inherit' }).on('close', (code) => {
      if (code === 0) {
        const now = new Date();
        utimesSync(builtFile(folder), now, now);
      }
      resolve(code);
    }),
  );

/** Builds the parts that need it, the apps `parallel` at a time; rejects when a build fails. */
export async function buildStaleApps({ parallel = 2 } = {}) {
  const failed = [];
  for (const folder of Object.keys(SERVERS).filter(needsBuild)) {
    console.log(`[build] building ${folder} …`);
    if ((await build(folder)) !== 0) failed.push(folder);
  }
  const queue = APPS.filter(needsBuild);
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`[build] building ${app} …`);
      if ((await build(app)) !== 0) failed.push(app);
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
