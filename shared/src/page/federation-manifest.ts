// What the site reads of a release's Module Federation manifest (`mf-manifest.json`).
import { pagePath } from './page-path';

/**
 * What an app's copies of shared modules load (infra/build/startup-shares.cjs): the shared modules each expose
 * consumes in its own chunks, for each shared module the app provides the files its copy loads and what that
 * copy consumes in turn, and its pages that load on demand.
 */
export interface StartupShares {
  exposes: Record<string, string[]>;
  shares: Record<string, ChunkGroupFiles>;
  /** The pages that load on demand, by path: a page's chunk and what it consumes. */
  pages?: Record<string, ChunkGroupFiles>;
}

/** What a chunk group loads: its files, and the shared modules its code consumes. */
export interface ChunkGroupFiles {
  files: string[];
  consumes: string[];
}

/** The parts of a release's `mf-manifest.json` the site reads. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string }; startupShares?: StartupShares };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** Every remote's entry sits beside its manifest under one name (infra/build/create-app-config.cjs). */
export const remoteEntryUrl = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

/** The chunks a remote's `./spa` mounts with, as URLs beside its manifest. */
export const spaChunkUrls = (manifestUrl: string, manifest: Pick<FederationManifest, 'exposes'>) =>
  (manifest.exposes.find((expose) => expose.path === './spa')?.assets.js.sync ?? []).map(
    (file) => new URL(file, manifestUrl).href,
  );

/**
 * The files the remote's `./spa` loads when it starts on `path`, beyond its own chunks: the page of the path
 * if it loads on demand, and the copies of the shared modules they consume, with what those copies consume in
 * turn: the host's (the shell's: `host`, by share key, files as the page asks for them) where it provides one,
 * the remote's own otherwise. The remote asks for them only once its entry has run; preloaded with the page,
 * they come with its first files instead. (What the host's page preloads already is its to leave out.)
 */
export function startupShareUrls(
  manifestUrl: string,
  manifest: Pick<FederationManifest, 'metaData'>,
  host: Readonly<Record<string, ChunkGroupFiles>>,
  path?: string,
): string[] {
  const startup = manifest.metaData.startupShares;
  if (!startup) return [];
  const urls = new Set<string>();
  const seen = new Set<string>();
  const load = (group: ChunkGroupFiles, base: string | null) => {
    for (const file of group.files) urls.add(base === null ? file : new URL(file, base).href);
    group.consumes.forEach(visit);
  };
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    if (Object.hasOwn(host, key)) load(host[key]!, null);
    else if (Object.hasOwn(startup.shares, key)) load(startup.shares[key]!, manifestUrl);
  };
  (startup.exposes['./spa'] ?? []).forEach(visit);
  const page = path === undefined ? undefined : pagePath(path);
  if (page !== undefined && startup.pages && Object.hasOwn(startup.pages, page))
    load(startup.pages[page]!, manifestUrl);
  return [...urls];
}
