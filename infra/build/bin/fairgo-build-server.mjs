#!/usr/bin/env node
// fairgo-build-server <entry.ts>... [--copy <from>:<to>]...
// Builds a server part (the API, the hosts, the release CLI) to plain JavaScript in the workspace's
// dist/: one ES module per entry, run by `node`, with no TypeScript tooling at run time. Our own
// workspaces (@fairgo/*, TypeScript sources) are bundled in; every other package stays an import of
// node_modules, as installed. `--copy` puts files the code reads beside itself (migrations).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { basename, extname } from 'node:path';
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

rmSync('dist', { recursive: true, force: true });
await build({
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
});
for (const pair of values.copy) {
  const [from, to] = pair.split(':');
  cpSync(from, `dist/${to}`, { recursive: true });
}
