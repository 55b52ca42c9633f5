#!/usr/bin/env node
// The production topology's second build of the shell (`npm run package:next-shell`, after
// `npm run build`): the shell's sources copied to .shell-next/ (beside shell/, so every path they
// read resolves alike) and built with FAIRGO_BUILD_LABEL=next, which stamps every script, so each
// content-addressed file has another name; then packed as the pages part labelled `next`. The
// topology rolls its shell hosts from one build to the other and back under real browsers.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const copy = join(ROOT, '.shell-next');
rmSync(copy, { recursive: true, force: true });
cpSync(join(ROOT, 'shell'), copy, {
  recursive: true,
  filter: (path) => !/\/shell\/(dist|node_modules|\.tsbuild)(\/|$)/.test(path),
});
const env = { ...process.env, FAIRGO_BUILD_LABEL: 'next' };
execFileSync('npm', ['run', 'build', '--prefix', copy], { stdio: 'inherit', env });
execFileSync(
  process.execPath,
  [join(ROOT, 'infra/build/bin/package-parts.mjs'), 'pages', '--shell', copy, '--label', 'next'],
  {
    stdio: 'inherit',
  },
);
