import type { RegistryEntry } from '@fairgo/shared/contract';
import {
  FRAMES_FILE,
  isPage,
  forVisitor,
  ownsPath,
  spaChunkUrls,
  startupShareUrls,
  type ChunkGroupFiles,
  type FederationManifest,
  type FramesFile,
} from '@fairgo/shared/page';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSIONS_PREFIX } from '../apps';
import type { Preload, ServedRemote } from './compose-page';

export type FetchJson = (url: string) => Promise<unknown>;

const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** A published version's files never change (ARCHITECTURE §2.8): what was read of one is kept. */
const isImmutable = (url: string) => new URL(url).pathname.includes(VERSIONS_PREFIX);
const MAX_KEPT = 200;

/** What the shell's build says a path a remote owns starts with, beside what the path's remote says. */
export interface HostBuild {
  /** Each shared module the shell provides: its copy's files, as the page asks for them, and what it consumes. */
  shares: Record<string, ChunkGroupFiles>;
  /** The shell's own files every such path needs at once (`remote-path-files.json`). */
  remotePathFiles: string[];
}

const NO_HOST_BUILD: HostBuild = { shares: {}, remotePathFiles: [] };

/**
 * Reads the shell's build the host serves (`dist`): its manifest's record of what each shared module's copy
 * loads (infra/build/startup-shares.cjs; the shell's public path is `/`), less the files its start bundle
 * carries (`start-files.json`: loaded on every page, so never preloaded again), and `remote-path-files.json`
 * (infra/build/start-after-paint.cjs). A build without them serves pages as before.
 */
export function readHostBuild(dist: string): HostBuild {
  const read = <T>(file: string): T | null =>
    existsSync(join(dist, file)) ? (JSON.parse(readFileSync(join(dist, file), 'utf8')) as T) : null;
  const manifest = read<Pick<FederationManifest, 'metaData'>>('mf-manifest.json');
  const started = new Set(read<string[]>('start-files.json') ?? []);
  const shares = Object.entries(manifest?.metaData.startupShares?.shares ?? {}).map(
    ([key, { files, consumes }]) =>
      [key, { files: files.map((file) => `/${file}`).filter((file) => !started.has(file)), consumes }] as const,
  );
  return { shares: Object.fromEntries(shares), remotePathFiles: read<string[]>('remote-path-files.json') ?? [] };
}

/**
 * What the path's remote needs first: the shell's own files for a remote's path, the remote's manifest, its
 * entry, the chunks of `./spa`, and the page and the copies of shared modules it starts with (`startupShareUrls`).
 */
export function preloadsOf(
  manifestUrl: string,
  manifest: FederationManifest,
  host: HostBuild = NO_HOST_BUILD,
  pathname?: string,
): Preload[] {
  const { path, name } = manifest.metaData.remoteEntry;
  const entry = new URL(path ? `${path.replace(/\/$/, '')}/${name}` : name, manifestUrl).href;
  const scripts = new Set([
    ...host.remotePathFiles,
    entry,
    ...spaChunkUrls(manifestUrl, manifest),
    ...startupShareUrls(manifestUrl, manifest, host.shares, pathname),
  ]);
  return [{ href: manifestUrl, as: 'fetch' }, ...[...scripts].map((href): Preload => ({ href, as: 'script' }))];
}

/**
 * Reads what a served page is made of: the registry (briefly kept, so a release shows within
 * `registryTtlMs`), and for the path's remote its current release's manifest and frames (kept for
 * good, since a version never changes). Anything that cannot be read is left out: the page then
 * works as it did before the host knew it (the shell asks for the registry, the slot waits for the remote).
 */
export function createPageSource(options: {
  registryUrl: string;
  registryTtlMs?: number;
  fetchJson?: FetchJson;
  /** The shell's build the host serves (`readHostBuild`). */
  host?: HostBuild;
}) {
  const { registryUrl, registryTtlMs = 1000, fetchJson = defaultFetchJson, host = NO_HOST_BUILD } = options;
  let registry: { at: number; value: Promise<RegistryEntry[] | null> } | null = null;
  const kept = new Map<string, Promise<unknown>>();

  const readRegistry = () => {
    if (!registry || Date.now() - registry.at > registryTtlMs) {
      const value = fetchJson(registryUrl).then(
        (body) => (body as { remotes: RegistryEntry[] }).remotes,
        () => null,
      );
      registry = { at: Date.now(), value };
    }
    return registry.value;
  };

  const read = <T>(url: string): Promise<T | null> => {
    const known = kept.get(url);
    if (known) return known as Promise<T | null>;
    const value = fetchJson(url).then(
      (body) => body as T,
      () => null,
    );
    if (isImmutable(url)) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(url, value);
      // A failed read is tried again on the next page.
      void value.then((body) => body === null && kept.delete(url));
    }
    return value;
  };

  async function remoteFor(entry: RegistryEntry, path: string): Promise<ServedRemote> {
    const [manifest, frames] = await Promise.all([
      read<FederationManifest>(entry.manifestUrl),
      read<FramesFile>(new URL(FRAMES_FILE, entry.manifestUrl).href),
    ]);
    return {
      entry,
      frame: frames?.frames[path] ?? null,
      signedInOnly: frames?.signedInOnly?.includes(path) ?? false,
      unknownPage: frames?.pages ? !frames.pages.some((page) => isPage(page, path)) : false,
      preloads: manifest ? preloadsOf(entry.manifestUrl, manifest, host, path) : [],
    };
  }

  return {
    /**
     * The registry, and the remote that owns `path` with what its release serves for it: the release
     * the visitor's bucket picks while that remote runs a canary (`split` then says the page differs by bucket).
     */
    async partsFor(
      path: string,
      bucket: string | null = null,
    ): Promise<{ registry: RegistryEntry[] | null; remote: ServedRemote | null; split: boolean }> {
      const entries = await readRegistry();
      const entry = entries?.find((candidate) => ownsPath(candidate, path));
      return {
        registry: entries,
        remote: entry ? await remoteFor(forVisitor([entry], bucket)[0]!, path) : null,
        split: Boolean(entry?.canary),
      };
    },
  };
}
