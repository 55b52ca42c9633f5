import { releaseKey, type ObjectStore } from '@fairgo/hosting/object-store';
import { contentTypeOf } from '@fairgo/hosting/release-files';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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

/** The file every build writes last-read first: a version whose manifest is in the store is whole. */
const MANIFEST = 'mf-manifest.json';

/**
 * Publishes a build to the object store under `releases/<folder>/<version>/` (a folder on this machine,
 * or the bucket every host reads, from any machine: a team's CI), whole or not at all as far as anyone
 * can tell: every file first, its manifest last, and nothing points at the version before this returns.
 * A published version is never written again; the same version twice is a no-op (its name is its
 * content's hash). `include` picks the files (the shell's code lives apart, shell-files.ts). Returns
 * whether it is new.
 */
export async function publishBuild(
  store: ObjectStore,
  buildDir: string,
  folder: string,
  version: string,
  include: (file: string) => boolean = () => true,
) {
  if (await store.exists(releaseKey(folder, version, MANIFEST))) return false;
  const files = filesUnder(buildDir)
    .map((file) => relative(buildDir, file).split(sep).join('/'))
    .filter(include);
  const upload = (file: string) =>
    store.put(releaseKey(folder, version, file), readFileSync(join(buildDir, file)), contentTypeOf(file));
  const rest = files.filter((file) => file !== MANIFEST);
  // A few at a time: a build is a few hundred files, and a bucket answers each in tens of milliseconds.
  for (let start = 0; start < rest.length; start += 8) await Promise.all(rest.slice(start, start + 8).map(upload));
  if (files.includes(MANIFEST)) await upload(MANIFEST);
  return true;
}
