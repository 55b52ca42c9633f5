import { APPS, appSite, HOST, versionPath } from '@fairgo/hosting/apps';
import { releaseKey, type ObjectStore } from '@fairgo/hosting/object-store';
import { isContentAddressed, publishShellFiles } from '@fairgo/hosting/shell-files';
import type { ReleaseList, RemoteRegistry } from '@fairgo/shared/contract';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import ky from 'ky';
import { publishBuild, versionOf } from './build-folder';
import type { RegistryClient } from './registry-client';
import { assertFitsShell, ReleaseRefused, type FederationManifest } from './shared-contract';

export interface ReleaseOptions {
  /** The remote's folder name, e.g. `mf-admin`. */
  folder: string;
  /** Where its sources are (default: its folder in this checkout); the build lands in `<sourceDir>/dist`. */
  sourceDir: string;
  /** The shell's mf-manifest.json, a file or a URL: the shared-dependency contract a release must meet. */
  shellManifest: string;
  /** Where hosts read released versions from: the folder on this machine, or the shared bucket. */
  store: ObjectStore;
  /** Where browsers fetch the remote's files (its host, or ORIGIN_<NAME>): its manifest's address is recorded under it. */
  origin: string;
  registry: RegistryClient;
  /** Skip the production build and release what `<sourceDir>/dist` holds. */
  build: boolean;
  /**
   * For `npm start`: release the build unless it is current already, or the pointer moved after it was
   * built (a rollback made since stays in force until the code changes again).
   */
  unlessSuperseded: boolean;
  /** Serve the version to this share of browsers only, beside the current one (a canary). */
  canaryPercent?: number;
  /** Why, for the audit trail. */
  reason?: string;
  log: (line: string) => void;
}

/**
 * Why `npm start` would not release a build: it is current already, or the pointer moved after the
 * build was made (a rollback made since wins until the code changes). Null: release it.
 */
export function keptInstead(
  { current, currentSince }: Pick<ReleaseList, 'current' | 'currentSince'>,
  version: string,
  builtAtMs: number,
): string | null {
  if (!current) return null;
  if (current === version) return `${current}, this very build`;
  if (currentSince && Date.parse(currentSince) > builtAtMs) return `${current}, chosen after this build was made`;
  return null;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

async function readShellManifest(location: string): Promise<FederationManifest> {
  try {
    return /^https?:/.test(location)
      ? await ky.get(location, { retry: 1 }).json<FederationManifest>()
      : readJson(location);
  } catch (error) {
    throw new ReleaseRefused(
      `The shell's shared-dependency contract could not be read from ${location} (${(error as Error).message}). ` +
        'Is the site running? Or pass --shell-manifest <file or URL of the shell’s mf-manifest.json>.',
    );
  }
}

/**
 * Releases one remote (architecture.md#independent-release): builds it for production, checks it against the shell's
 * shared singletons, publishes its build as an immutable folder named by its version, records the
 * version in the registry and points the shell at it. Nothing else is built or restarted.
 */
/** An app's production build (built first unless told not to), its package, its manifest and its version. */
function readBuild(folder: string, sourceDir: string, build: boolean, log: (line: string) => void) {
  const site = appSite(folder);
  if (build) {
    log(`${folder}: building for production …`);
    execFileSync('npm', ['run', 'build'], { cwd: sourceDir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dir = join(sourceDir, 'dist');
  const pkg = readJson<{ version: string; fairgo: { title: string; routes?: string[] } }>(
    join(sourceDir, 'package.json'),
  );
  const manifest = readJson<FederationManifest>(join(dir, 'mf-manifest.json'));
  if (manifest.name !== site.name) {
    throw new ReleaseRefused(`${sourceDir} builds "${manifest.name}", not ${folder} (${site.name}).`);
  }
  return { site, dir, pkg, manifest, version: versionOf(dir, pkg.version) };
}

/** With --unless-superseded: the pointer as it stands when the registry keeps it rather than this build. */
async function keptByRegistry(
  registry: RegistryClient,
  { site, dir, version }: ReturnType<typeof readBuild>,
  log: (line: string) => void,
) {
  const pointer = await registry.releases(site.name);
  const kept = keptInstead(pointer, version, statSync(join(dir, 'mf-manifest.json')).mtimeMs);
  if (!kept) return null;
  log(`${site.folder}: the registry keeps ${kept}.`);
  return { remote: site.name, previous: pointer.current, current: pointer.current! };
}

export async function releaseRemote(options: ReleaseOptions) {
  const { folder, registry, log } = options;
  const build = readBuild(folder, options.sourceDir, options.build, log);
  const { site, pkg, manifest, version } = build;
  assertFitsShell(folder, manifest, await readShellManifest(options.shellManifest));
  const kept = options.unlessSuperseded && (await keptByRegistry(registry, build, log));
  if (kept) return kept;
  log(`${folder}: uploading ${version} to ${options.store.where} …`);
  await publishBuild(options.store, build.dir, folder, version);
  await registry.addRelease(site.name, {
    version,
    manifestUrl: `${options.origin}${versionPath(version)}mf-manifest.json`,
    title: pkg.fairgo.title,
    routes: pkg.fairgo.routes ?? [],
  });
  if (options.canaryPercent !== undefined) {
    const move = await registry.canary(site.name, version, options.canaryPercent, options.reason);
    log(
      `${folder}: ${version} is a canary for ${options.canaryPercent}% of browsers; the others stay on ${move.current}. ` +
        `npm run promote -- ${folder} moves everyone, npm run rollback -- ${folder} ends it.`,
    );
    return move;
  }
  const move = await registry.point(site.name, version, options.reason);
  log(`${folder}: released ${move.current} (previous: ${move.previous ?? 'none'}).`);
  return move;
}

/**
 * Checks a build of the shell against every remote release browsers load now (each current version and
 * canary, read from the store): each must still find the shared modules it needs in the new shell.
 */
async function assertRemotesFit(shell: FederationManifest, store: ObjectStore, current: RemoteRegistry) {
  for (const entry of current.remotes) {
    const folder = APPS.find((app) => app.name === entry.name)?.folder ?? entry.name;
    for (const version of [entry.version, entry.canary?.version].filter((each): each is string => Boolean(each))) {
      const stored = await store.get(releaseKey(folder, version, 'mf-manifest.json'));
      if (!stored)
        throw new ReleaseRefused(`The shell cannot be released: ${folder} ${version} is not in ${store.where}.`);
      try {
        assertFitsShell(folder, JSON.parse(await text(stored.body)) as FederationManifest, shell);
      } catch (error) {
        if (!(error instanceof ReleaseRefused)) throw error;
        throw new ReleaseRefused(
          `The shell cannot be released: ${folder} ${version}, which browsers load now, would not run under it.\n` +
            error.message,
        );
      }
    }
  }
}

/**
 * Releases the shell as a remote is released: builds it, checks that every remote release browsers load
 * now still runs under it, puts its content-addressed files in the store's `releases/shell/files/`
 * (where every build's live side by side) and the rest (its page templates and manifests) under
 * `releases/shell/<version>/`, records the version and points the registry at it. Every shell host then
 * serves that build's pages within seconds (infra/hosting/src/pages/shell-builds.ts); no host restarts.
 */
export async function releaseShell(
  options: Pick<
    ReleaseOptions,
    'sourceDir' | 'store' | 'registry' | 'build' | 'unlessSuperseded' | 'reason' | 'log'
  > & {
    /** The site's address: the shell's hosts serve each released version under `/v/<version>/`. */
    siteUrl: string;
    /** The registry's public read (GET /api/registry): the remote releases browsers load now. */
    current: () => Promise<RemoteRegistry>;
  },
) {
  const { registry, store, log } = options;
  const build = readBuild(HOST.folder, options.sourceDir, options.build, log);
  const { site, dir, pkg, manifest, version } = build;
  await assertRemotesFit(manifest, store, await options.current());
  const kept = options.unlessSuperseded && (await keptByRegistry(registry, build, log));
  if (kept) return kept;
  log(`${site.folder}: uploading ${version} to ${store.where} …`);
  await publishShellFiles(store, dir);
  await publishBuild(store, dir, site.folder, version, (file) => !isContentAddressed(file));
  await registry.addRelease(site.name, {
    version,
    manifestUrl: `${options.siteUrl}${versionPath(version)}mf-manifest.json`,
    title: pkg.fairgo.title,
    // The shell owns every path no remote does.
    routes: ['/'],
  });
  const move = await registry.point(site.name, version, options.reason);
  log(`${site.folder}: released ${move.current} (previous: ${move.previous ?? 'none'}).`);
  return move;
}
