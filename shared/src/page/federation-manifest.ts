// What the site reads of a release's Module Federation manifest (`mf-manifest.json`).

/**
 * What an app's own copies of shared modules load when an exposed module starts (infra/build/startup-shares.cjs):
 * the shared modules each expose consumes in its own chunks, and for each shared module the app provides,
 * the files its copy loads and what that copy consumes in turn.
 */
export interface StartupShares {
  exposes: Record<string, string[]>;
  shares: Record<string, { files: string[]; consumes: string[] }>;
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
 * The files of the remote's own copies of shared modules that its `./spa` loads when it starts: those the
 * host (the shell) does not provide, and, through them, what they consume that the host does not provide
 * either. The federation runtime asks for them only once the remote's entry has run; preloaded with the
 * page, they come with its first files instead.
 */
export function startupShareUrls(
  manifestUrl: string,
  manifest: Pick<FederationManifest, 'metaData'>,
  hostShares: ReadonlySet<string>,
): string[] {
  const startup = manifest.metaData.startupShares;
  if (!startup) return [];
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const copy = startup.shares[key];
    if (seen.has(key) || hostShares.has(key) || !copy) return;
    seen.add(key);
    for (const file of copy.files) files.add(file);
    copy.consumes.forEach(visit);
  };
  (startup.exposes['./spa'] ?? []).forEach(visit);
  return [...files].map((file) => new URL(file, manifestUrl).href);
}
