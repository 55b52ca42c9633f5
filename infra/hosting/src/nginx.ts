import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The values the production nginx config needs (infra/hosting/nginx/fairgo.conf.template). */
export interface NginxSite {
  listen: string;
  siteHost: string;
  staticHost: string;
  siteOrigins: string[];
  shellRoot: string;
  releasesRoot: string;
  apiUpstream: string;
}

const TEMPLATE = fileURLToPath(new URL('../nginx/fairgo.conf.template', import.meta.url));

/** Fills the template, as `envsubst` does at deploy time; an unfilled placeholder is an error. */
export function renderNginxConfig(site: NginxSite): string {
  const values: Record<string, string> = {
    LISTEN: site.listen,
    SITE_HOST: site.siteHost,
    STATIC_HOST: site.staticHost,
    SITE_ORIGINS: site.siteOrigins.map((origin) => `    ${JSON.stringify(origin)} $http_origin;`).join('\n'),
    SHELL_ROOT: site.shellRoot,
    RELEASES_ROOT: site.releasesRoot,
    API_UPSTREAM: site.apiUpstream,
  };
  const fill = (line: string) =>
    line.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
      return value;
    });
  // Comments keep their placeholders: they document them.
  const lines = readFileSync(TEMPLATE, 'utf8').split('\n');
  return lines.map((line) => (line.trimStart().startsWith('#') ? line : fill(line))).join('\n');
}
