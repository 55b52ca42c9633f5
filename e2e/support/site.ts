import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE_URL = `http://localhost:${process.env.PORT_SHELL ?? 3000}`;
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The site's data folder (database, deploy token, published releases), made once by the runner and
 * inherited by its workers, so tests can release to the very site they drive (support/releases.ts).
 */
export const DATA_DIR = (process.env.FAIRGO_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fairgo-e2e-')));

/**
 * The site as `npm start` serves it: production builds, built first when missing or stale. It gets
 * a database of its own, freshly seeded, so test runs start alike and leave the demo data alone.
 */
export const siteServer = {
  command: 'node infra/hosting/scripts/start.mjs',
  cwd: REPO_ROOT,
  // Search alerts' digest (issue 20) goes out at any hour, and is looked for every 2 s. The suite signs
  // the demo accounts in far more often than a person does (twice over, with the keyboard project), all
  // from one address: the login limits (tested in the API's tests) are raised so they do not stop it.
  env: {
    ...process.env,
    DATA_DIR,
    SEARCH_DIGEST_HOUR: '0',
    SEARCH_DIGEST_EVERY_MS: '2000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100',
    RATE_LIMIT_PER_IP_PER_MINUTE: '400',
    // Canaries (issue 21): every page load reports, from one address; the watch looks each second and
    // judges a canary on a few loads, so that release.spec.ts sees an automatic rollback within seconds.
    HEALTH_SAMPLE_RATE: '1',
    HEALTH_BEACONS_PER_IP_PER_MINUTE: '1000',
    CANARY_CHECK_EVERY_MS: '1000',
    CANARY_MIN_LOADS: '3',
  } as Record<string, string>,
  url: `${SITE_URL}/api/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 15 * 60_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};
