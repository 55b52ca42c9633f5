#!/usr/bin/env node
// `fairgo-prerender-frames`, run by each remote's build in its own folder: see ../prerender/render-frames.tsx.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const { status } = spawnSync(
  process.execPath,
  [tsx, '--tsconfig', here('../prerender/tsconfig.json'), here('../prerender/render-frames.tsx')],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
