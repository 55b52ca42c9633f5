import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeEnvironment } from './environment';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * An app's identity, declared once: the "fairgo" block of its package.json. The webpack config
 * (infra/build/create-app-config.cjs), the hosts, the API's registry and the release tooling all read it.
 */
export interface AppIdentity {
  /** Its Module Federation name. */
  federationName: string;
  kind: 'host' | 'remote';
  /** The port it is served on locally, unless PORT_<FEDERATION NAME> says otherwise. */
  port: number;
  title: string;
  /** The paths it owns (a remote). */
  routes?: string[];
  /** The paths its prerendered frames are made for (a remote). */
  frames?: string[];
}

export interface AppPackage {
  version: string;
  fairgo?: AppIdentity;
}

export const readAppPackage = (folder: string): AppPackage =>
  JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as AppPackage;

/** The apps the site is made of, where their builds live and the port each is served on. */
export interface AppSite {
  /** Folder at the repository root, and the name release tooling knows it by. */
  folder: string;
  /** Its Module Federation name. */
  name: string;
  port: number;
  kind: 'host' | 'remote';
}

function fromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} must be a port, got "${raw}"`);
  return port;
}

/** Every workspace with a "fairgo" block, in the root package.json's order (the shell first). */
export const APPS: AppSite[] = (readAppPackage('.') as AppPackage & { workspaces: string[] }).workspaces.flatMap(
  (folder) => {
    const identity = readAppPackage(folder).fairgo;
    if (!identity) return [];
    const { federationName: name, kind, port } = identity;
    return [{ folder, name, kind, port: fromEnv(`PORT_${name.toUpperCase()}`, port) }];
  },
);
export const HOST = APPS.find((app) => app.kind === 'host')!;
export const REMOTES = APPS.filter((app) => app.kind === 'remote');

export const API_PORT = fromEnv('API_PORT', 4000);

/**
 * Where the shell's host reaches the API (its /api proxy, the registry its pages are composed from):
 * API_URL, e.g. http://api.internal:4000 or nginx's upstream of several; the local API unless set.
 */
export const API_URL = (process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`).replace(/\/$/, '');

/** The API's address as browsers see it (the runtime config), and its origin when it has a host of its own. */
export const PUBLIC_API_BASE_URL = process.env.PUBLIC_API_BASE_URL ?? '/api';
export const PUBLIC_API_ORIGIN = URL.parse(PUBLIC_API_BASE_URL)?.origin ?? null;
export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

/** The origins allowed to load remotes' files: the shell's, under both loopback names. */
export const SITE_ORIGINS = (
  process.env.SITE_ORIGINS ?? `http://localhost:${HOST.port},http://127.0.0.1:${HOST.port}`
).split(',');

/** The data folder the API keeps its database in (DATA_DIR, read as the API reads it: from infra/api). */
export const DATA_DIR = resolve(ROOT, 'infra/api', process.env.DATA_DIR ?? '../../.data');

/** The URL path a published version is served under by its remote's host. */
export const VERSIONS_PREFIX = '/v/';
export const versionPath = (version: string) => `${VERSIONS_PREFIX}${version}/`;

/** Where browsers fetch a remote's files: ORIGIN_<NAME> when set (a CDN), else its local host. */
export const originOf = (site: AppSite) =>
  process.env[`ORIGIN_${site.name.toUpperCase()}`] ?? `http://${PUBLIC_HOST}:${site.port}`;

export function remoteSite(folder: string): AppSite {
  const site = REMOTES.find((app) => app.folder === folder);
  if (!site) throw new Error(`unknown remote "${folder}"; one of ${REMOTES.map((app) => app.folder).join(', ')}`);
  return site;
}

/**
 * The share of page loads (0 to 1) whose browsers report remotes' health (HEALTH_SAMPLE_RATE):
 * every one on a development machine, one in ten in production unless set.
 */
export const HEALTH_SAMPLE_RATE = (() => {
  const raw = process.env.HEALTH_SAMPLE_RATE;
  if (raw === undefined || raw === '') return nodeEnvironment(process.env).production ? 0.1 : 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`HEALTH_SAMPLE_RATE must be from 0 to 1, got "${raw}"`);
  return rate;
})();
