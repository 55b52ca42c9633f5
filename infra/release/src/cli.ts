#!/usr/bin/env node
// npm run release -- <remote>... [--source <dir>] [--shell-manifest <file|url>] [--no-build] [--unless-superseded]
// npm run rollback -- <remote> [version]
// npm run releases -- <remote>
import { API_PORT, DATA_DIR, RELEASES_DIR, ROOT, remoteSite } from '@fairgo/hosting/apps';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { registryClient } from './registry-client';
import { releaseRemote } from './release';

const USAGE = `usage:
  npm run release -- <remote>... [--source <dir>] [--shell-manifest <file|url>] [--no-build] [--unless-superseded]
  npm run rollback -- <remote> [version]
  npm run releases -- <remote>
remotes: mf-marketplace, mf-tasks, mf-account, mf-admin`;

function deployToken(): string | null {
  if (process.env.DEPLOY_TOKEN) return process.env.DEPLOY_TOKEN;
  const file = join(DATA_DIR, 'deploy-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      'shell-manifest': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'unless-superseded': { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  const registry = registryClient({
    url: process.env.REGISTRY_URL ?? `http://localhost:${API_PORT}/api/registry`,
    deployToken: deployToken(),
  });
  const log = (line: string) => console.log(line);
  const [folder, version] = rest;
  if (!command || !folder) throw new Error(USAGE);

  switch (command) {
    case 'release': {
      if (values.source && rest.length > 1)
        throw new Error('--source names one remote’s sources: release one remote with it.');
      for (const remote of rest) {
        await releaseRemote({
          folder: remote,
          sourceDir: values.source ? resolve(values.source) : join(ROOT, remote),
          shellManifest:
            values['shell-manifest'] ?? `${process.env.SITE_URL ?? 'http://localhost:3000'}/mf-manifest.json`,
          releasesDir: RELEASES_DIR,
          registry,
          build: !values['no-build'],
          unlessSuperseded: values['unless-superseded'],
          log,
        });
      }
      return;
    }
    case 'rollback': {
      const move = await registry.rollback(remoteSite(folder).name, version);
      log(`${folder}: rolled back from ${move.previous} to ${move.current}.`);
      return;
    }
    case 'releases': {
      const { current, releases } = await registry.releases(remoteSite(folder).name);
      if (releases.length === 0) log(`${folder} has no releases yet.`);
      for (const release of releases) {
        const when = release.releasedAt.slice(0, 16).replace('T', ' ');
        log(
          `${release.version === current ? '*' : ' '} ${release.version}  ${when} UTC${release.version === current ? '  (current)' : ''}`,
        );
      }
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`\n${error.message}`);
  process.exitCode = 1;
});
