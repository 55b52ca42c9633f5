import type { RegistryEntry, RemoteRegistry } from '@fairgo/shared/contract';
import {
  FRAMES_FILE,
  isPage,
  forVisitor,
  ownsPath,
  spaChunkUrls,
  startupShareUrls,
  type FederationManifest,
  type FramesFile,
} from '@fairgo/shared/page';
import { VERSIONS_PREFIX } from '../apps';
import type { Preload, ServedRemote } from './compose-page';
import type { HostBuild, ShellBuild } from './shell-builds';

export type FetchJson = (url: string) => Promise<unknown>;

const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** A published version's files never change (architecture.md#independent-release): what was read of one is kept. */
const isImmutable = (url: string) => new URL(url).pathname.includes(VERSIONS_PREFIX);
const MAX_KEPT = 200;

const NO_HOST_BUILD: HostBuild = { shares: {}, remotePathFiles: [] };
/** A source given no builds of the shell (tests of a remote's parts): no templates, no shared files. */
const NO_SHELL_BUILD: ShellBuild = { version: null, templates: new Map(), host: NO_HOST_BUILD, manifest: null };

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
 * `registryTtlMs`), the shell's build it points at, and for the path's remote its current release's
 * manifest and frames (kept for good, since a version never changes). Anything that cannot be read is
 * left out: the page then works as it did before the host knew it (the shell asks for the registry, the
 * slot waits for the remote, the host's own build of the shell serves).
 */
export function createPageSource(options: {
  registryUrl: string;
  registryTtlMs?: number;
  fetchJson?: FetchJson;
  /** The shell's builds the host serves pages of (shell-builds.ts): by the registry's version, null for its own. */
  shellBuild?: (version: string | null) => Promise<ShellBuild>;
}) {
  const { registryUrl, registryTtlMs = 1000, fetchJson = defaultFetchJson } = options;
  const shellBuild = options.shellBuild ?? (async () => NO_SHELL_BUILD);
  let registry: { at: number; value: Promise<RemoteRegistry | null> } | null = null;
  const kept = new Map<string, Promise<unknown>>();

  const fetchRegistry = () =>
    fetchJson(registryUrl).then(
      (body) => body as RemoteRegistry,
      () => null,
    );
  const readRegistry = () => {
    if (!registry || Date.now() - registry.at > registryTtlMs) registry = { at: Date.now(), value: fetchRegistry() };
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

  async function remoteFor(entry: RegistryEntry, path: string, host: HostBuild): Promise<ServedRemote> {
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
      reads: frames?.reads?.[path] ?? [],
    };
  }

  /** The shell's build the registry points at; the host's own before one is released, or without the registry. */
  const shellOf = (read: RemoteRegistry | null) => shellBuild(read?.shell?.version ?? null);

  return {
    /**
     * The shell's build the registry points at this moment, read past the kept registry and without
     * replacing it: release tooling asks for its manifest just before it moves a pointer, and the pages
     * of the second after must show that move.
     */
    currentShell: async () => shellOf(await fetchRegistry()),
    /**
     * The registry, the shell's build, and the remote that owns `path` with what its release serves for
     * it: the release the visitor's bucket picks while that remote runs a canary (`split` then says the
     * page differs by bucket).
     */
    async partsFor(
      path: string,
      bucket: string | null = null,
    ): Promise<{ registry: RegistryEntry[] | null; shell: ShellBuild; remote: ServedRemote | null; split: boolean }> {
      const read = await readRegistry();
      const shell = await shellOf(read);
      const entry = read?.remotes.find((candidate) => ownsPath(candidate, path));
      return {
        registry: read?.remotes ?? null,
        shell,
        remote: entry ? await remoteFor(forVisitor([entry], bucket)[0]!, path, shell.host) : null,
        split: Boolean(entry?.canary),
      };
    },
  };
}
