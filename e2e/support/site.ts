import { fileURLToPath } from 'node:url';

export const SITE_URL = `http://localhost:${process.env.PORT_SHELL ?? 3000}`;
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The site as `npm start` serves it: production builds, built first when missing or stale. */
export const siteServer = {
  command: 'node infra/hosting/scripts/start.mjs',
  cwd: REPO_ROOT,
  url: `${SITE_URL}/api/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 15 * 60_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};
