import { REQUEST_LIMITS } from '@fairgo/shared/contract';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The values the production nginx config needs (infra/hosting/nginx/fairgo.conf.template). */
export interface NginxSite {
  listen: string;
  siteHost: string;
  staticHost: string;
  /** `host:port` of each API instance, each shell host, each static host. */
  apiServers: string[];
  pageServers: string[];
  staticServers: string[];
}

const TEMPLATE = fileURLToPath(new URL('../nginx/fairgo.conf.template', import.meta.url));

/** An upstream's `server` lines: a server failing twice within 5 s is left out for 5 s. */
const serverLines = (servers: string[]) => {
  if (servers.length === 0) throw new Error('an nginx upstream needs at least one server');
  return servers.map((server) => `    server ${server} max_fails=2 fail_timeout=5s;`).join('\n');
};

/** Fills the template, as `envsubst` would at deploy time; an unfilled placeholder is an error. */
export function renderNginxConfig(site: NginxSite): string {
  const values: Record<string, string> = {
    LISTEN: site.listen,
    SITE_HOST: site.siteHost,
    STATIC_HOST: site.staticHost,
    API_SERVERS: serverLines(site.apiServers),
    PAGE_SERVERS: serverLines(site.pageServers),
    STATIC_SERVERS: serverLines(site.staticServers),
    // The API's own limit, with room for the multipart envelope: the API answers the limit's 413 itself.
    MAX_BODY: `${Math.ceil(REQUEST_LIMITS.multipartBytes / 1024) + 64}k`,
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
