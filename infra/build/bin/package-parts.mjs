#!/usr/bin/env node
// `npm run package` (after `npm run build`): one archive per server part, for an operator to unpack
// anywhere and start with `node`, without the checkout or its devDependencies:
//   .packages/fairgo-<part>-<version>.tar.gz, part: api, pages (the shell's host, with the shell's
//   build), static (the host of the remotes' releases), release (the release CLI).
// Each holds the part's built JavaScript at the path it has in the checkout (so paths it reads beside
// itself resolve alike), the files of node_modules it loads, found by tracing its imports with
// @vercel/nft (so the production dependencies it uses, and nothing else), and a package.json whose
// scripts are its commands (`npm start`, or `node <file>` as docs/deploying.md lists).
import { nodeFileTrace } from '@vercel/nft';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT = join(ROOT, '.packages');

/** Each part: the files it starts from, what it reads beside them, and its commands. */
const PARTS = {
  api: {
    entries: ['server', 'migrate-database', 'seed-database', 'admin-cli'].map((name) => `infra/api/dist/${name}.js`),
    beside: ['infra/api/dist/migrations', 'infra/api/package.json'],
    scripts: {
      start: 'node infra/api/dist/server.js',
      migrate: 'node infra/api/dist/migrate-database.js',
      admin: 'node infra/api/dist/admin-cli.js',
    },
  },
  pages: {
    entries: ['infra/hosting/dist/serve-app.js', 'infra/hosting/dist/nginx-config.js'],
    beside: ['infra/hosting/package.json', 'infra/hosting/nginx', 'shell/dist', 'shell/package.json'],
    scripts: {
      start: 'node infra/hosting/dist/serve-app.js shell',
      'nginx-config': 'node infra/hosting/dist/nginx-config.js',
    },
  },
  static: {
    entries: ['infra/hosting/dist/serve-app.js'],
    beside: ['infra/hosting/package.json'],
    scripts: { start: 'node infra/hosting/dist/serve-app.js static' },
  },
  release: {
    entries: ['infra/release/dist/cli.js'],
    beside: ['infra/release/package.json'],
    scripts: { start: 'node infra/release/dist/cli.js' },
  },
};

const version = (() => {
  const { version: base } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  try {
    return `${base ?? '0.0.0'}-${execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()}`;
  } catch {
    return base ?? '0.0.0';
  }
})();

/** The files `entries` load, traced once per set of entries (the static host's is within the pages'). */
const traces = new Map();
/** nft's reads and parses of each file, shared by the traces: the parts load many of the same packages. */
const traceCache = {};
/**
 * Traces kept between runs, by what decides them: the entries' bundles (our code is compiled into them)
 * and the lockfile (every package they import). A later packing of the same entries (the second shell's
 * pages part, build-next-shell.mjs) then packs without tracing again: one trace took ~37 s.
 */
const TRACES = join(OUT, '.traces');
function traceKey(entries) {
  const hash = createHash('sha256');
  for (const file of [...entries, 'package-lock.json']) hash.update(readFileSync(join(ROOT, file)));
  return hash.digest('hex');
}
async function traced(entries) {
  const key = entries.join(' ');
  const known = [...traces].find(([other]) => entries.every((entry) => other.split(' ').includes(entry)));
  if (known) return known[1];
  const kept = join(TRACES, `${traceKey(entries)}.json`);
  if (existsSync(kept)) {
    const shipped = new Set(JSON.parse(readFileSync(kept, 'utf8')));
    traces.set(key, shipped);
    return shipped;
  }
  const { fileList } = await nodeFileTrace(
    entries.map((entry) => join(ROOT, entry)),
    { base: ROOT, processCwd: ROOT, cache: traceCache },
  );
  // The tracer follows the default data folder's paths (`.data/deploy-token`, `.data/link-secret`) and
  // would pack the build machine's secrets: nothing of a dot folder at the root ships.
  const shipped = new Set([...fileList].filter((file) => !/^\.[^/]+\//.test(file)));
  traces.set(key, shipped);
  // Written whole, then named: another packing may be reading the folder (npm test packs two at once).
  mkdirSync(TRACES, { recursive: true });
  writeFileSync(`${kept}.${process.pid}`, JSON.stringify([...shipped]));
  renameSync(`${kept}.${process.pid}`, kept);
  return shipped;
}

// `--shell <folder>`: the pages part with another build of the shell (the folder holding its dist/),
// named `--label`: the production topology's second shell build, for its rolling upgrade.
const { values: options, positionals: only } = parseArgs({
  allowPositionals: true,
  options: { shell: { type: 'string' }, label: { type: 'string' } },
});
mkdirSync(OUT, { recursive: true });
for (const [part, { entries, beside, scripts }] of Object.entries(PARTS)) {
  if (only.length > 0 && !only.includes(part)) continue;
  for (const entry of entries)
    if (!existsSync(join(ROOT, entry))) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const fileList = await traced(entries);
  const name = `fairgo-${part}-${version}${options.label ? `-${options.label}` : ''}`;
  const staging = join(OUT, name);
  rmSync(staging, { recursive: true, force: true });
  for (const file of [...fileList, ...beside]) {
    mkdirSync(dirname(join(staging, file)), { recursive: true });
    const from =
      options.shell && file.startsWith('shell/') ? join(options.shell, file.slice('shell/'.length)) : join(ROOT, file);
    cpSync(from, join(staging, file), { recursive: true, dereference: true });
  }
  writeFileSync(
    join(staging, 'package.json'),
    `${JSON.stringify({ name: `fairgo-${part}`, version, private: true, scripts }, null, 2)}\n`,
  );
  const archive = join(OUT, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', archive, '-C', staging, '.']);
  rmSync(staging, { recursive: true, force: true });
  console.log(`${archive}: ${fileList.size} files traced`);
}
