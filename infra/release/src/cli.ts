#!/usr/bin/env node
// npm run release -- <app>... [--canary <percent>] [--reason <text>] [--source <dir>] [--shell-manifest <file|url>] [--no-build] [--unless-superseded]
// npm run promote -- <remote> [--reason <text>]
// npm run rollback -- <app> [version] [--reason <text>]
// npm run releases -- [app]
// npm run prune
// npm run tokens -- [list | add <name> [--remote <remote>] | revoke <name>]
import { APPS, appSite, HOST, ROOT } from '@fairgo/hosting/apps';
import { ConfigError, Env, readEnvironment } from '@fairgo/hosting/environment';
import { openObjectStore, readStorage } from '@fairgo/hosting/object-store';
import { readSite } from '@fairgo/hosting/site-config';
import type { RegistryEvent, RemoteRegistry } from '@fairgo/shared/contract';
import ky from 'ky';
import Type from 'typebox';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { registryClient } from './registry-client';
import { releaseRemote, releaseShell } from './release';

const USAGE = `usage:
  npm run release -- <app>... [--canary <percent>] [--reason <text>] [--source <dir>] [--shell-manifest <file|url>] [--no-build] [--unless-superseded]
  npm run promote -- <remote> [--reason <text>]
  npm run rollback -- <app> [version] [--reason <text>]
  npm run releases -- [app]
  npm run prune
  npm run tokens -- [list | add <name> [--remote <app>] | revoke <name>]
apps: ${APPS.map((site) => site.folder).join(', ')} (the shell is released whole: no canary)`;

/** The tooling's own variables, read with the site's (ports, origins, data folder) and the storage's. */
const releaseVariables = Type.Object({
  /** The registry to change: this machine's API unless set. */
  REGISTRY_URL: Env.optional(Env.url()),
  /** Where the shell's mf-manifest.json is fetched from, unless --shell-manifest names it. */
  SITE_URL: Env.optional(Env.url()),
  /** The secret the registry asks for; without it, the one the local API made in the data folder. */
  DEPLOY_TOKEN: Env.optional(),
});

/** The environment, read once: a bad variable stops the command, naming every one. */
function readConfig(env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  const site = readSite(env, false, problems);
  const storage = readStorage(env, site.dataDir, problems);
  const read = readEnvironment(releaseVariables, env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  const tokenFile = join(site.dataDir, 'deploy-token');
  return {
    site,
    storage,
    registryUrl: read.REGISTRY_URL ?? `http://localhost:${site.apiPort}/api/registry`,
    siteUrl: read.SITE_URL ?? `http://localhost:${site.host.port}`,
    deployToken: read.DEPLOY_TOKEN ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : null),
  };
}

function canaryPercent(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const percent = Number(raw);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new Error(`--canary takes a whole percentage of browsers from 1 to 99, got "${raw}".`);
  return percent;
}

const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function describeEvent(event: RegistryEvent): string {
  const moved = {
    release: `released ${event.to} (from ${event.from ?? 'none'})`,
    canary: `canary ${event.to} for ${event.percent}% (stable ${event.from})`,
    promote: `promoted ${event.to} to every browser (from ${event.from})`,
    rollback: `rolled back from ${event.from} to ${event.to}`,
    'auto-rollback': `AUTOMATIC ROLLBACK of canary ${event.from} (back to ${event.to})`,
  }[event.action];
  return `${minute(event.at)}  ${moved}, by ${event.actor}${event.reason ? `: ${event.reason}` : ''}`;
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
      canary: { type: 'string' },
      reason: { type: 'string' },
      remote: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  const config = readConfig(process.env);
  const registry = registryClient({ url: config.registryUrl, deployToken: config.deployToken });
  const log = (line: string) => console.log(line);
  const [folder, version] = rest;
  const { reason } = values;

  switch (command) {
    case 'release': {
      if (!folder) throw new Error(USAGE);
      if (values.source && rest.length > 1)
        throw new Error('--source names one app’s sources: release one app with it.');
      const store = openObjectStore(config.storage);
      for (const remote of rest) {
        if (remote === HOST.folder) {
          if (values.canary) throw new Error('The shell has no canary: every host serves one build of it to everyone.');
          await releaseShell({
            sourceDir: values.source ? resolve(values.source) : join(ROOT, remote),
            store,
            siteUrl: config.siteUrl,
            registry,
            current: () => ky.get(config.registryUrl, { timeout: 15_000 }).json<RemoteRegistry>(),
            build: !values['no-build'],
            unlessSuperseded: values['unless-superseded'],
            reason,
            log,
          });
          continue;
        }
        await releaseRemote({
          folder: remote,
          sourceDir: values.source ? resolve(values.source) : join(ROOT, remote),
          shellManifest: values['shell-manifest'] ?? `${config.siteUrl}/mf-manifest.json`,
          store,
          origin: config.site.origins[appSite(remote).name]!,
          registry,
          build: !values['no-build'],
          unlessSuperseded: values['unless-superseded'],
          canaryPercent: canaryPercent(values.canary),
          reason,
          log,
        });
      }
      return;
    }
    case 'promote': {
      if (!folder) throw new Error(USAGE);
      const move = await registry.promote(appSite(folder).name, reason);
      log(`${folder}: every browser now gets ${move.current} (previous: ${move.previous}).`);
      return;
    }
    case 'rollback': {
      if (!folder) throw new Error(USAGE);
      const move = await registry.rollback(appSite(folder).name, version, reason);
      log(`${folder}: rolled back from ${move.previous} to ${move.current}.`);
      return;
    }
    case 'releases': {
      for (const site of folder ? [appSite(folder)] : APPS) {
        const { current, canary, releases, events } = await registry.releases(site.name);
        log(`${site.folder}`);
        if (releases.length === 0) log('  no releases yet.');
        for (const release of releases) {
          const role =
            release.version === current
              ? '  (current)'
              : release.version === canary?.version
                ? `  (canary, ${canary.percent}% since ${minute(canary.since)})`
                : '';
          const mark = release.version === current ? '*' : release.version === canary?.version ? '~' : ' ';
          log(`${mark} ${release.version}  ${minute(release.releasedAt)}${role}`);
        }
        if (events.length > 0) log('  latest moves:');
        for (const event of events.slice(0, 10)) log(`    ${describeEvent(event)}`);
        log('');
      }
      return;
    }
    case 'prune': {
      const { removed } = await registry.prune();
      log(
        removed.length === 0
          ? 'Nothing to prune: every version is current, a canary, served in the last 7 days or among the last 5.'
          : `Removed ${removed.length} version(s):\n${removed.map((entry) => `  ${entry.folder}`).join('\n')}`,
      );
      return;
    }
    case 'tokens': {
      const [action = 'list', name] = rest;
      if (action === 'list') {
        const { tokens } = await registry.tokens();
        if (tokens.length === 0) log('No named deploy tokens yet (only the bootstrap one).');
        for (const token of tokens) {
          log(
            `${token.name}  ${token.remote ?? 'every remote'}  made ${minute(token.createdAt)} by ${token.createdBy}` +
              (token.revokedAt ? `  REVOKED ${minute(token.revokedAt)}` : ''),
          );
        }
      } else if (action === 'add' && name) {
        const made = await registry.addToken(name, values.remote ? appSite(values.remote).name : undefined);
        log(
          `Deploy token "${made.name}" for ${made.remote ?? 'every remote'} (shown this once; keep it as DEPLOY_TOKEN):`,
        );
        log(made.token);
      } else if (action === 'revoke' && name) {
        await registry.revokeToken(name);
        log(`Deploy token "${name}" is revoked.`);
      } else throw new Error(USAGE);
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
