import semver from 'semver';

/** The parts of a Module Federation `mf-manifest.json` that a release checks. */
export interface FederationManifest {
  name: string;
  shared: { name: string; version: string; requiredVersion?: string | false }[];
  exposes: { path: string }[];
}

/**
 * The shell's shared-dependency contract (ARCHITECTURE §2.7-2.8): every module the shell shares is
 * a singleton, loaded by the shell first. A remote whose `requiredVersion` the shell's copy does not
 * satisfy would run against the wrong version, so its release is refused. Returns one line per
 * unmet module; none when the remote fits.
 */
export function unmetSharedModules(remote: FederationManifest, shell: FederationManifest): string[] {
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  const unmet: string[] = [];
  for (const { name, requiredVersion } of remote.shared) {
    const version = provided.get(name);
    if (!version || !requiredVersion) continue; // not shared by the shell: the remote brings its own copy
    if (!semver.validRange(requiredVersion)) {
      unmet.push(`${name}: "${requiredVersion}" is not a version range`);
    } else if (!semver.satisfies(version, requiredVersion, { includePrerelease: true })) {
      unmet.push(`${name}: needs ${requiredVersion}, the shell provides ${version}`);
    }
  }
  return unmet;
}

export class ReleaseRefused extends Error {}

export function assertFitsShell(folder: string, remote: FederationManifest, shell: FederationManifest) {
  const unmet = unmetSharedModules(remote, shell);
  if (unmet.length > 0) {
    throw new ReleaseRefused(
      `${folder} cannot be released: the shell cannot satisfy its shared singletons.\n` +
        unmet.map((line) => `  - ${line}`).join('\n') +
        `\nBuild ${folder} against the versions the shell provides, or release a shell that provides these first.`,
    );
  }
  if (!remote.exposes.some((expose) => expose.path === './spa')) {
    throw new ReleaseRefused(`${folder} cannot be released: it exposes no ./spa lifecycles for the shell to mount.`);
  }
}
