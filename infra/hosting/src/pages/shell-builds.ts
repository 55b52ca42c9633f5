import type { ChunkGroupFiles, FederationManifest } from '@fairgo/shared/page';
import type { FastifyBaseLogger } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { releaseKey, type ObjectStore } from '../object-store';
import { SHELL_FOLDER } from '../shell-files';

/** What the shell's build says a path a remote owns starts with, beside what the path's remote says. */
export interface HostBuild {
  /** Each shared module the shell provides: its copy's files, as the page asks for them, and what it consumes. */
  shares: Record<string, ChunkGroupFiles>;
  /** The shell's own files every such path needs at once (`remote-path-files.json`). */
  remotePathFiles: string[];
}

/** One build of the shell, as its hosts serve pages of it. */
export interface ShellBuild {
  /** Its released version (the registry's); null for the build the host was started with. */
  version: string | null;
  /** The page templates by the path each serves (`prerendered.json`; `*` for every other path). */
  templates: Map<string, string>;
  host: HostBuild;
  /** Its `mf-manifest.json`, the shared-dependency contract a remote's release is checked against. */
  manifest: string | null;
}

/** A file of a build by its name, or null when the build has none. */
export type ReadBuildFile = (file: string) => Promise<string | null>;

export const readFromFolder =
  (dist: string): ReadBuildFile =>
  (file) =>
    readFile(join(dist, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });

/** A released version's files, from where `npm run release -- shell` put them (`releases/shell/<version>/`). */
export const readFromStore =
  (store: ObjectStore, version: string): ReadBuildFile =>
  async (file) => {
    const stored = await store.get(releaseKey(SHELL_FOLDER, version, file));
    return stored ? text(stored.body) : null;
  };

/**
 * Reads a build of the shell: its templates (shell/prerender/render-pages.tsx writes them, and
 * prerendered.json says which path each serves; a build without them serves its plain index.html), its
 * manifest's record of what each shared module's copy loads (infra/build/startup-shares.cjs; the shell's
 * public path is `/`) less the files its start bundle carries (`start-files.json`: loaded on every page,
 * so never preloaded again), and `remote-path-files.json` (infra/build/start-after-paint.cjs).
 */
export async function readShellBuild(read: ReadBuildFile, version: string | null): Promise<ShellBuild> {
  const json = async <T>(file: string) => {
    const found = await read(file);
    return found === null ? null : (JSON.parse(found) as T);
  };
  const [pages, manifestText, startFiles, remotePathFiles] = await Promise.all([
    json<Record<string, string>>('prerendered.json'),
    read('mf-manifest.json'),
    json<string[]>('start-files.json'),
    json<string[]>('remote-path-files.json'),
  ]);
  const templates = await Promise.all(
    Object.entries(pages ?? { '*': 'index.html' }).map(async ([path, file]) => {
      const template = await read(file);
      if (template === null) throw new Error(`the shell's build ${version ?? '(own)'} has no ${file}`);
      return [path, template] as const;
    }),
  );
  const manifest = manifestText === null ? null : (JSON.parse(manifestText) as Pick<FederationManifest, 'metaData'>);
  const started = new Set(startFiles ?? []);
  const shares = Object.entries(manifest?.metaData.startupShares?.shares ?? {}).map(
    ([key, { files, consumes }]) =>
      [key, { files: files.map((file) => `/${file}`).filter((file) => !started.has(file)), consumes }] as const,
  );
  return {
    version,
    templates: new Map(templates),
    host: { shares: Object.fromEntries(shares), remotePathFiles: remotePathFiles ?? [] },
    manifest: manifestText,
  };
}

/** A version that could not be read is tried again after this long, its pages served from the host's own build meanwhile. */
const RETRY_MS = 10_000;
const MAX_KEPT = 10;

/**
 * The builds of the shell a host serves pages of: the one the registry points at (`npm run release --
 * shell`), read once from the store (a version never changes), or, before any is released, the host's
 * own (`dist`). A released version that cannot be read is logged, and the host's own build serves
 * meanwhile: a page is never refused for it.
 */
export function createShellBuilds({ dist, store, log }: { dist: string; store: ObjectStore; log: FastifyBaseLogger }) {
  const own = readShellBuild(readFromFolder(dist), null);
  const kept = new Map<string, Promise<ShellBuild | null>>();
  return {
    async buildFor(version: string | null): Promise<ShellBuild> {
      if (version === null) return own;
      let build = kept.get(version);
      if (!build) {
        build = readShellBuild(readFromStore(store, version), version).catch((error: Error) => {
          log.error(
            { version, error: error.message },
            "the registry's shell version could not be read; serving this host's own",
          );
          setTimeout(() => kept.delete(version), RETRY_MS).unref();
          return null;
        });
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(version, build);
      }
      return (await build) ?? own;
    },
  };
}

export type ShellBuilds = ReturnType<typeof createShellBuilds>;
