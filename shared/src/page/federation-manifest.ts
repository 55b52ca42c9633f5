// What the site reads of a release's Module Federation manifest (`mf-manifest.json`).

/** The parts of a release's `mf-manifest.json` the site reads. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** Every remote's entry sits beside its manifest under one name (infra/build/create-app-config.cjs). */
export const remoteEntryUrl = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

/** The chunks a remote's `./spa` mounts with, as URLs beside its manifest. */
export const spaChunkUrls = (manifestUrl: string, manifest: Pick<FederationManifest, 'exposes'>) =>
  (manifest.exposes.find((expose) => expose.path === './spa')?.assets.js.sync ?? []).map(
    (file) => new URL(file, manifestUrl).href,
  );
