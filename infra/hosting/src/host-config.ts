import { API_URL, DATA_DIR, REMOTES } from './apps';
import { missingInProduction, nodeEnvironment } from './environment';
import { storeTargetFromEnv, type StoreTarget } from './object-store';

/** A host's configuration (serve-app.ts), read once from the environment when it starts. */
export interface HostConfig {
  production: boolean;
  /** Where released versions are read from (a remote's host, the static host). */
  storage: StoreTarget;
  /** Where the shell's host reaches the API. */
  apiUrl: string;
  listenHost: string;
  /** The static host's port unless its command names one (PORT_STATIC). */
  staticPort: number;
  logLevel: string;
  /** How long a stop lets requests in flight finish. */
  shutdownGraceMs: number;
}

/** Every missing or bad variable of a host, named at once. */
export class HostConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The host's configuration is not usable:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'HostConfigError';
  }
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
            ...Object.fromEntries(
              REMOTES.map((remote) => [`ORIGIN_${remote.name.toUpperCase()}`, 'where browsers load the remote from']),
            ),
          }
        : {
            'STORAGE_BUCKET or STORAGE_DIR': 'the releases every host serves',
            SITE_ORIGINS: 'the origins allowed to load the remotes',
          };
    problems.push(...missingInProduction(env, required));
  }
  let storage: StoreTarget = { kind: 'folder', dir: DATA_DIR };
  try {
    storage = storeTargetFromEnv(env, DATA_DIR);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const graceMs = Number(env.SHUTDOWN_GRACE_MS ?? 10_000);
  if (!Number.isInteger(graceMs) || graceMs < 1) {
    problems.push(`SHUTDOWN_GRACE_MS must be a positive whole number, got "${env.SHUTDOWN_GRACE_MS}"`);
  }
  const staticPort = Number(env.PORT_STATIC ?? 3010);
  if (!Number.isInteger(staticPort) || staticPort < 1 || staticPort > 65_535) {
    problems.push(`PORT_STATIC must be a port number (1-65535), got "${env.PORT_STATIC}"`);
  }
  if (problems.length > 0) throw new HostConfigError(problems);
  return {
    production,
    storage,
    apiUrl: API_URL,
    listenHost: env.HOST ?? 'localhost',
    staticPort,
    logLevel: env.LOG_LEVEL ?? 'warn',
    shutdownGraceMs: graceMs,
  };
}
