import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE_URL = `http://localhost:${process.env.PORT_SHELL ?? 3000}`;
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The site as `npm start` serves it: production builds, built first when missing or stale. It gets
 * a database of its own, freshly seeded, so test runs start alike and leave the demo data alone.
 */
export const siteServer = {
  command: 'node infra/hosting/scripts/start.mjs',
  cwd: REPO_ROOT,
  env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'fairgo-e2e-')) } as Record<string, string>,
  url: `${SITE_URL}/api/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 15 * 60_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};
