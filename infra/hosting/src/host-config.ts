import Type from 'typebox';
import { REMOTES } from './apps';
import { ConfigError, Env, missingInProduction, nodeEnvironment, readEnvironment } from './environment';
import { readStorage, type StoreTarget } from './object-store';
import { insecureOrigins, publicOrigins } from './production-rules';
import { readSite, type SiteConfig } from './site-config';

/** A host's own variables, read with the site's (site-config.ts) and the storage's (object-store.ts). */
export const hostVariables = Type.Object({
  /** The address it listens on. */
  HOST: Env.text('localhost'),
  /** The static host's port unless its command names one. */
  PORT_STATIC: Env.port(3010),
  LOG_LEVEL: Env.text('warn'),
  /** How long a stop lets requests in flight finish. */
  SHUTDOWN_GRACE_MS: Env.positiveInteger(10_000),
});

/** A host's configuration (serve-app.ts), read once from the environment when it starts. */
export interface HostConfig {
  production: boolean;
  site: SiteConfig;
  /** Where released versions are read from (a remote's host, the static host). */
  storage: StoreTarget;
  listenHost: string;
  staticPort: number;
  logLevel: string;
  shutdownGraceMs: number;
}

/**
 * The configuration of a host of `kind`. In production a host must be told what it shares with the
 * others instead of assuming this machine: the shell's host where the API is (API_URL) and where each
 * remote is served from (ORIGIN_<NAME>, which its pages' policy allows); a host of releases the bucket
 * (or a folder every instance mounts) and the site's origins it serves CORS to.
 */
export function loadHostConfig(env: NodeJS.ProcessEnv, kind: 'host' | 'remote' | 'static'): HostConfig {
  const problems: string[] = [];
  const { production, problem } = nodeEnvironment(env);
  if (problem) problems.push(problem);
  if (production) {
    const required: Record<string, string> =
      kind === 'host'
        ? {
            API_URL: 'the API behind its load balancer',
            'STORAGE_BUCKET or STORAGE_DIR': "where every build's shell files are kept for every host",
            SITE_ORIGINS: "the site's public origin, which its pages' policy names",
            ...Object.fromEntries(
              REMOTES.map((remote) => [`ORIGIN_${remote.name.toUpperCase()}`, 'where browsers load the remote from']),
            ),
          }
        : {
            'STORAGE_BUCKET or STORAGE_DIR': 'the releases every host serves',
            SITE_ORIGINS: 'the origins allowed to load the remotes',
          };
    required.HOST = "the address to listen on: this machine's private address that nginx reaches (or 0.0.0.0)";
    problems.push(...missingInProduction(env, required));
  }
  const site = readSite(env, production, problems);
  if (production) problems.push(...insecureOrigins(env, publicOrigins(site, { remotes: kind === 'host' })));
  const storage = readStorage(env, site.dataDir, problems);
  const read = readEnvironment(hostVariables, env, problems);
  if (problems.length > 0) throw new ConfigError(problems, "The host's configuration");
  return {
    production,
    site,
    storage,
    listenHost: read.HOST,
    staticPort: read.PORT_STATIC,
    logLevel: read.LOG_LEVEL,
    shutdownGraceMs: read.SHUTDOWN_GRACE_MS,
  };
}
