import { remoteSite, versionPath } from '@fairgo/hosting/apps';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ReleaseList } from '@fairgo/shared/contract';
import type { ObjectStore } from '@fairgo/hosting/object-store';
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
 * Releases one remote (ARCHITECTURE §2.8): builds it for production, checks it against the shell's
 * shared singletons, publishes its build as an immutable folder named by its version, records the
 * version in the registry and points the shell at it. Nothing else is built or restarted.
 */
export async function releaseRemote(options: ReleaseOptions) {
  const { folder, sourceDir, registry, log } = options;
  const site = remoteSite(folder);
  if (options.build) {
    log(`${folder}: building for production …`);
    execFileSync('npm', ['run', 'build'], { cwd: sourceDir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const buildDir = join(sourceDir, 'dist');
  const pkg = readJson<{ version: string; fairgo: { title: string; routes: string[] } }>(
    join(sourceDir, 'package.json'),
  );
  const manifest = readJson<FederationManifest>(join(buildDir, 'mf-manifest.json'));
  if (manifest.name !== site.name) {
    throw new ReleaseRefused(`${sourceDir} builds "${manifest.name}", not ${folder} (${site.name}).`);
  }
  assertFitsShell(folder, manifest, await readShellManifest(options.shellManifest));

  const version = versionOf(buildDir, pkg.version);
  if (options.unlessSuperseded) {
    const pointer = await registry.releases(site.name);
    const kept = keptInstead(pointer, version, statSync(join(buildDir, 'mf-manifest.json')).mtimeMs);
    if (kept) {
      log(`${folder}: the registry keeps ${kept}.`);
      return { remote: site.name, previous: pointer.current, current: pointer.current! };
    }
  }
  log(`${folder}: uploading ${version} to ${options.store.where} …`);
  await publishBuild(options.store, buildDir, folder, version);
  await registry.addRelease(site.name, {
    version,
    manifestUrl: `${options.origin}${versionPath(version)}mf-manifest.json`,
    title: pkg.fairgo.title,
    routes: pkg.fairgo.routes,
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
