import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A build's version: its package version and a hash of every file it holds, e.g. `0.1.0-3fa9c2d1`. */
export function versionOf(buildDir: string, packageVersion: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(buildDir)) {
    hash.update(relative(buildDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 8)}`;
}

/**
 * Publishes a build as `<releasesDir>/<version>/`, whole or not at all: copied beside it, then
 * renamed into place. A published folder is never written again; the same version twice is a no-op
 * (its name is its content's hash). Returns whether the folder is new.
 */
export function publishFolder(buildDir: string, releasesDir: string, version: string): boolean {
  const target = join(releasesDir, version);
  if (existsSync(target)) return false;
  const staging = join(dirname(target), `.${version}.${process.pid}.partial`);
  mkdirSync(releasesDir, { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  cpSync(buildDir, staging, { recursive: true });
  renameSync(staging, target);
  return true;
}
