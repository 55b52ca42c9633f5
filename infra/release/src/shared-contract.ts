import semver from 'semver';

/** The parts of a Module Federation `mf-manifest.json` that a release checks. */
export interface FederationManifest {
  name: string;
  shared: { name: string; version: string; requiredVersion?: string | false }[];
  exposes: { path: string }[];
  metaData: {
    /** The version of `@module-federation/enhanced` that built it. */
    pluginVersion: string;
    /**
     * The names the app's code imports from each shared module, and those its own copy of each exports
     * (`true`: webpack could not list them); infra/build/shared-names.cjs. Absent from older builds.
     */
    sharedNames?: { imports: Record<string, string[]>; exports: Record<string, string[] | true> };
  };
}

/** A namespace or whole-module import (infra/build/shared-names.cjs): no one name to look for. */
const WHOLE = '*';

/**
 * A shared module's version does not change with what it exports (`@fairgo/shared` is 0.1.0 in every
 * build), and at runtime a remote gets the shell's copy of each module the shell shares. Returns one
 * line per shared module of the shell's that lacks a name the remote imports from it; none when every
 * name is there, or when either build predates the list.
 */
export function missingSharedNames(remote: FederationManifest, shell: FederationManifest): string[] {
  const imports = remote.metaData.sharedNames?.imports;
  const exports = shell.metaData.sharedNames?.exports;
  if (!imports || !exports) return [];
  const missing: string[] = [];
  for (const [shareKey, names] of Object.entries(imports)) {
    const provided = exports[shareKey];
    // Not shared by the shell (a remote's own copy runs: docs/releasing.md), or exports webpack could not list.
    if (!provided || provided === true) continue;
    const absent = names.filter((name) => name !== WHOLE && !provided.includes(name));
    if (absent.length > 0) missing.push(`${shareKey}: the shell's copy has no ${absent.join(', ')}`);
  }
  return missing;
}

/**
 * The shell's shared-dependency contract (architecture.md#shared-modules, architecture.md#independent-release): every module the shell shares is
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

/**
 * A released remote has no federation runtime of its own: it runs on the shell's (`experiments.externalRuntime`,
 * shell/src/platform/federation-core.ts), whose internals its entry calls. Both must come from the same minor
 * of `@module-federation/enhanced`; a runtime upgrade is released in the shell first, then in each remote.
 * Returns why not, or nothing when the remote fits.
 */
export function unmetFederationRuntime(remote: FederationManifest, shell: FederationManifest): string | undefined {
  const built = semver.coerce(remote.metaData.pluginVersion);
  const runs = semver.coerce(shell.metaData.pluginVersion);
  if (built && runs && built.major === runs.major && built.minor === runs.minor) return undefined;
  return (
    `it was built with @module-federation/enhanced ${remote.metaData.pluginVersion}, and runs on the shell's ` +
    `federation runtime, ${shell.metaData.pluginVersion}: build it with ${runs ? `${runs.major}.${runs.minor}.x` : "the shell's version"}, ` +
    'or release a shell built with its version first.'
  );
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
  const missing = missingSharedNames(remote, shell);
  if (missing.length > 0) {
    throw new ReleaseRefused(
      `${folder} cannot be released: it imports names the shell's shared modules do not export.\n` +
        missing.map((line) => `  - ${line}`).join('\n') +
        `\nRelease a shell built with the shared code ${folder} was built with first.`,
    );
  }
  const runtime = unmetFederationRuntime(remote, shell);
  if (runtime) throw new ReleaseRefused(`${folder} cannot be released: ${runtime}`);
  if (!remote.exposes.some((expose) => expose.path === './spa')) {
    throw new ReleaseRefused(`${folder} cannot be released: it exposes no ./spa lifecycles for the shell to mount.`);
  }
}
