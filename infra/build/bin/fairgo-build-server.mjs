#!/usr/bin/env node
// fairgo-build-server <entry.ts>... [--copy <from>:<to>]...
// Builds a server part (the API, the hosts, the release CLI) to plain JavaScript in the workspace's
// dist/: one ES module per entry, run by `node`, with no TypeScript tooling at run time. Our own
// workspaces (@fairgo/*, TypeScript sources) are bundled in; every other package stays an import of
// node_modules, as installed. `--copy` puts files the code reads beside itself (migrations).
import { build } from 'esbuild';
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals: entries } = parseArgs({
  allowPositionals: true,
  options: { copy: { type: 'string', multiple: true, default: [] } },
});
if (entries.length === 0) throw new Error('usage: fairgo-build-server <entry.ts>... [--copy <from>:<to>]');

/** Packages from node_modules stay imports; our workspaces' TypeScript is compiled in. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fairgo/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Built in memory, then each file written beside its place and renamed over it, never dist/ emptied
// first: a process that runs from dist/ meanwhile (two `npm run releases` at once, as e2e workers do)
// finds the last build or this one whole, never a missing or half-written file.
const { outputFiles } = await build({
  // Each entry is one file at the top of dist/ (src/server.ts → dist/server.js), as deep as src/ is:
  // paths read from import.meta.url resolve alike in both. What entries share is compiled into each.
  entryPoints: entries.map((entry) => ({ in: entry, out: basename(entry, extname(entry)) })),
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [nodeModulesExternal],
  write: false,
});
mkdirSync('dist', { recursive: true });
const built = new Set(outputFiles.map((file) => file.path));
for (const file of outputFiles) {
  const partial = `${file.path}.${process.pid}.part`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
// What an earlier build made and this one no longer does (a renamed entry) goes.
for (const name of readdirSync('dist')) {
  const path = resolve('dist', name);
  if (/\.js(\.map)?$/.test(name) && !built.has(path)) rmSync(path, { force: true });
}
for (const pair of values.copy) {
  const [from, to] = pair.split(':');
  // Copied whole again, so a file gone from the source (a renamed migration) is gone here too.
  rmSync(`dist/${to}`, { recursive: true, force: true });
  cpSync(from, `dist/${to}`, { recursive: true });
}
