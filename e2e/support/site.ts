import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../../infra/hosting/src/apps';
import { API_DEFAULT_PORT } from '../../infra/hosting/src/site-config';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How many copies of the site the suite runs, one per Playwright worker (E2E_SITES, 2 unless set): a
 * worker drives only its own site, so two test files run at once and neither sees the other's data.
 * Copy `n` serves every app on its usual port plus 100 × n, and keeps its database in a folder of its own.
 */
export const SITE_COUNT = Math.max(1, Number(process.env.E2E_SITES ?? 2) || 1);

/**
 * The runner's data folder, made once and inherited by its workers: a folder per site under it (its
 * database, deploy token, published releases, mail drop), so tests can release to the very site they drive.
 */
const DATA_ROOT = (process.env.FAIRGO_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fairgo-e2e-')));

export interface Site {
  url: string;
  dataDir: string;
  /** What the site's processes, and the release tooling run against it, are told: ports and data folder. */
  env: Record<string, string>;
  /** Where browsers load an app's files from (the app's folder, e.g. 'mf-admin'). */
  originOf: (folder: string) => string;
}

export function siteNumber(index: number): Site {
  const offset = 100 * index;
  // The apps' usual ports: their package.json's "fairgo" blocks, as the hosts read them.
  const portOf = (folder: string) => APPS.find((app) => app.folder === folder)!.port + offset;
  const dataDir = join(DATA_ROOT, `site-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const url = `http://localhost:${portOf('shell')}`;
  return {
    url,
    dataDir,
    env: {
      DATA_DIR: dataDir,
      API_PORT: String(API_DEFAULT_PORT + offset),
      SITE_URL: url,
      ...Object.fromEntries(APPS.map((app) => [`PORT_${app.name.toUpperCase()}`, String(portOf(app.folder))])),
    },
    originOf: (folder) => `http://localhost:${portOf(folder)}`,
  };
}

/** This worker's site (Playwright numbers its workers' slots from 0: TEST_PARALLEL_INDEX); the runner's is the first. */
export const SITE = siteNumber(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SITE_COUNT);
export const SITE_URL = SITE.url;
export const DATA_DIR = SITE.dataDir;

/**
 * A site as `npm start` serves it: production builds, built first when missing or stale (the first
 * site builds them; Playwright starts the next one after it answers). Each gets a database of its
 * own, freshly seeded, so test runs start alike and leave the demo data alone.
 */
export const siteServer = (site: Site) => ({
  command: 'node infra/hosting/scripts/start.mjs',
  cwd: REPO_ROOT,
  // Search alerts' digest goes out at any hour, and is looked for every 2 s. The suite signs the demo
  // accounts in far more often than a person does (twice over, with the keyboard project), all from
  // one address: the login limits (tested in the API's tests) are raised so they do not stop it.
  env: {
    ...process.env,
    ...site.env,
    // Warnings and errors only: a line per request, pretty-printed, for two sites' thousands of
    // requests took a share of the two cores the browsers need.
    LOG_LEVEL: 'warn',
    SEARCH_DIGEST_HOUR: '0',
    SEARCH_DIGEST_EVERY_MS: '2000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100',
    RATE_LIMIT_PER_IP_PER_MINUTE: '400',
    // Canaries: every page load reports; the watch looks each second and judges a canary once three
    // browsers loaded it, so that release.spec.ts sees an automatic rollback within seconds (its
    // visitors each come from an address of their own, as X-Forwarded-For says).
    HEALTH_SAMPLE_RATE: '1',
    HEALTH_BEACONS_PER_IP_PER_MINUTE: '1000',
    CANARY_CHECK_EVERY_MS: '1000',
    CANARY_MIN_CLIENTS: '3',
  } as Record<string, string>,
  url: `${site.url}/api/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 15 * 60_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export const siteServers = Array.from({ length: SITE_COUNT }, (_, index) => siteServer(siteNumber(index)));
