import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersOf, inlineScriptHashes, pagePolicy, remoteFilesPolicy, type HelmetOptions } from './security-headers';

/** The values the production nginx config needs (infra/hosting/nginx/fairgo.conf.template). */
export interface NginxSite {
  listen: string;
  siteHost: string;
  staticHost: string;
  siteOrigins: string[];
  /** Where browsers load the remotes from, e.g. https://static.fairgo.au (the pages' Content-Security-Policy allows it). */
  remoteOrigins: string[];
  /** The API's origin when it is not the site's (PUBLIC_API_BASE_URL on another host). */
  apiOrigin?: string | null;
  shellRoot: string;
  releasesRoot: string;
  apiUpstream: string;
}

const TEMPLATE = fileURLToPath(new URL('../nginx/fairgo.conf.template', import.meta.url));

/** The hashes of the inline scripts in the shell's build, the pages nginx serves as they are. */
export function shellScriptHashes(shellRoot: string): string[] {
  const pages = readdirSync(shellRoot).filter((file) => file.endsWith('.html'));
  return [...new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(join(shellRoot, file), 'utf8'))))];
}

/** `add_header` lines for what helmet sends with `policy` (no value holds a double quote). */
const addHeaders = (policy: HelmetOptions, indent: string) =>
  Object.entries(headersOf(policy))
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');

/** Fills the template, as `envsubst` does at deploy time; an unfilled placeholder is an error. */
export function renderNginxConfig(site: NginxSite): string {
  const sitePolicy = pagePolicy({
    remoteOrigins: site.remoteOrigins,
    apiOrigin: site.apiOrigin ?? null,
    scriptHashes: shellScriptHashes(site.shellRoot),
  });
  const values: Record<string, string> = {
    LISTEN: site.listen,
    SITE_HOST: site.siteHost,
    STATIC_HOST: site.staticHost,
    SITE_ORIGINS: site.siteOrigins.map((origin) => `    ${JSON.stringify(origin)} $http_origin;`).join('\n'),
    SHELL_ROOT: site.shellRoot,
    RELEASES_ROOT: site.releasesRoot,
    API_UPSTREAM: site.apiUpstream,
    SITE_HEADERS: addHeaders(sitePolicy, '        '),
    STATIC_HEADERS: addHeaders(remoteFilesPolicy, '    '),
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
