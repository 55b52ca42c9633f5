import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The apps the site is made of, where their builds live and the port each is served on. */
export interface AppSite {
  /** Folder at the repository root, and the name release tooling knows it by. */
  folder: string;
  /** Its Module Federation name. */
  name: string;
  port: number;
  kind: 'host' | 'remote';
}

const fromEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const APPS: AppSite[] = [
  { folder: 'shell', name: 'shell', port: fromEnv('PORT_SHELL', 3000), kind: 'host' },
  { folder: 'mf-marketplace', name: 'mf_marketplace', port: fromEnv('PORT_MF_MARKETPLACE', 3001), kind: 'remote' },
  { folder: 'mf-tasks', name: 'mf_tasks', port: fromEnv('PORT_MF_TASKS', 3002), kind: 'remote' },
  { folder: 'mf-account', name: 'mf_account', port: fromEnv('PORT_MF_ACCOUNT', 3003), kind: 'remote' },
  { folder: 'mf-admin', name: 'mf_admin', port: fromEnv('PORT_MF_ADMIN', 3004), kind: 'remote' },
];

export const API_PORT = fromEnv('API_PORT', 4000);

/** The API's address as browsers see it (the runtime config), and its origin when it has a host of its own. */
export const PUBLIC_API_BASE_URL = process.env.PUBLIC_API_BASE_URL ?? '/api';
export const PUBLIC_API_ORIGIN = URL.parse(PUBLIC_API_BASE_URL)?.origin ?? null;
export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

/** The origins allowed to load remotes' files: the shell's, under both loopback names. */
export const SITE_ORIGINS = (
  process.env.SITE_ORIGINS ?? `http://localhost:${APPS[0]!.port},http://127.0.0.1:${APPS[0]!.port}`
).split(',');

/** The data folder the API keeps its database in (DATA_DIR, read as the API reads it: from infra/api). */
export const DATA_DIR = resolve(ROOT, 'infra/api', process.env.DATA_DIR ?? '../../.data');

/** Published releases, one immutable folder per version: `<RELEASES_DIR>/<remote folder>/<version>/`. */
export const RELEASES_DIR = process.env.RELEASES_DIR ? resolve(process.env.RELEASES_DIR) : join(DATA_DIR, 'releases');

/** The URL path a published version is served under by its remote's host. */
export const VERSIONS_PREFIX = '/v/';
export const versionPath = (version: string) => `${VERSIONS_PREFIX}${version}/`;

/** Where browsers fetch a remote's files: ORIGIN_<NAME> when set (a CDN), else its local host. */
export const originOf = (site: AppSite) =>
  process.env[`ORIGIN_${site.name.toUpperCase()}`] ?? `http://${PUBLIC_HOST}:${site.port}`;

export function remoteSite(folder: string): AppSite {
  const site = APPS.find((app) => app.folder === folder && app.kind === 'remote');
  if (!site) {
    const remotes = APPS.filter((app) => app.kind === 'remote').map((app) => app.folder);
    throw new Error(`unknown remote "${folder}"; one of ${remotes.join(', ')}`);
  }
  return site;
}
