import Type from 'typebox';
import { resolve } from 'node:path';
import { APPS, type AppSite, ROOT } from './apps';
import { Env, readEnvironment } from './environment';

const upper = (site: AppSite) => site.name.toUpperCase();

/** The API's usual port. */
export const API_DEFAULT_PORT = 4000;

/** Each app's variables: the port it is served on, and where browsers fetch its files (a CDN) when not from its own host. */
export const appVariables = Type.Object(
  Object.fromEntries(
    APPS.flatMap((site) => [
      [`PORT_${upper(site)}`, Env.port(site.port)],
      [`ORIGIN_${upper(site)}`, Env.optional()],
    ]),
  ),
);

/**
 * The variables that describe the site as a whole, read alike by every process that needs them (the
 * hosts, the API, the release tooling) with `appVariables`: where the API is, the site's public
 * addresses, and the data folder of a single machine.
 */
export const siteVariables = Type.Object({
  API_PORT: Env.port(API_DEFAULT_PORT),
  /** Where the shell's host reaches the API: e.g. http://api.internal:4000 or nginx's upstream of several. */
  API_URL: Env.optional(),
  /** The API's address as browsers see it (the runtime config). */
  PUBLIC_API_BASE_URL: Env.text('/api'),
  PUBLIC_HOST: Env.text('localhost'),
  /** The origins allowed to load remotes' files, comma-separated: the shell's, under both loopback names, unless set. */
  SITE_ORIGINS: Env.optional(),
  /** The data folder of a single machine (its database, releases, mail), relative to infra/api. */
  DATA_DIR: Env.text('../../.data'),
  /** The share of page loads whose browsers report remotes' health: all in development, one in ten in production. */
  HEALTH_SAMPLE_RATE: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'from 0 to 1' })),
});

/** The site as one process sees it, from `appVariables` and `siteVariables`. */
export interface SiteConfig {
  /** Every app, on the port this process is told it is served on. */
  apps: AppSite[];
  host: AppSite;
  remotes: AppSite[];
  /** Where browsers fetch an app's files, by Module Federation name. */
  origins: Record<string, string>;
  apiPort: number;
  /** Where the shell's host reaches the API. */
  apiUrl: string;
  /** The API's address as browsers see it, and its origin when it has a host of its own. */
  publicApiBaseUrl: string;
  publicApiOrigin: string | null;
  publicHost: string;
  siteOrigins: string[];
  dataDir: string;
  healthSampleRate: number;
}

export function readSite(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): SiteConfig {
  const perApp = readEnvironment(appVariables, env, problems) as Record<string, unknown>;
  const read = readEnvironment(siteVariables, env, problems);
  const apps = APPS.map((site) => ({ ...site, port: perApp[`PORT_${upper(site)}`] as number }));
  const host = apps.find((site) => site.kind === 'host')!;
  const originOf = (site: AppSite) =>
    (perApp[`ORIGIN_${upper(site)}`] as string | undefined) ?? `http://${read.PUBLIC_HOST}:${site.port}`;
  return {
    apps,
    host,
    remotes: apps.filter((site) => site.kind === 'remote'),
    origins: Object.fromEntries(apps.map((site) => [site.name, originOf(site)])),
    apiPort: read.API_PORT,
    apiUrl: (read.API_URL ?? `http://127.0.0.1:${read.API_PORT}`).replace(/\/$/, ''),
    publicApiBaseUrl: read.PUBLIC_API_BASE_URL,
    publicApiOrigin: URL.parse(read.PUBLIC_API_BASE_URL)?.origin ?? null,
    publicHost: read.PUBLIC_HOST,
    siteOrigins: (read.SITE_ORIGINS ?? `http://localhost:${host.port},http://127.0.0.1:${host.port}`).split(','),
    dataDir: resolve(ROOT, 'infra/api', read.DATA_DIR),
    healthSampleRate: read.HEALTH_SAMPLE_RATE ?? (production ? 0.1 : 1),
  };
}
