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
  /**
   * Where browsers' TLS ends. `nginx`: here, with this certificate and key (PEM files), and a server on
   * `httpListen` that sends http to https (HSTS is the processes' own header, as every security header is). `balancer`: at a load balancer in front, at these
   * addresses or ranges, whose X-Forwarded-For and X-Forwarded-Proto are believed. None: plain http
   * (a test, or a staging site).
   */
  tls?:
    | { at: 'nginx'; certificate: string; certificateKey: string; httpListen: string }
    | { at: 'balancer'; balancers: string[] };
}

function tlsLines(site: NginxSite) {
  const tls = site.tls;
  if (tls?.at === 'nginx') {
    return {
      TLS: [
        `    ssl_certificate ${tls.certificate};`,
        `    ssl_certificate_key ${tls.certificateKey};`,
        '    ssl_protocols TLSv1.2 TLSv1.3;',
      ].join('\n'),
      REDIRECT: [
        '# Every http request is sent to https, with its path.',
        'server {',
        `    listen ${tls.httpListen};`,
        `    server_name ${site.siteHost} ${site.staticHost};`,
        '    return 301 https://$host$request_uri;',
        '}',
      ].join('\n'),
      EDGE: '',
      BALANCERS: '',
      PROTO: '$scheme',
      // Browsers get HTTP/2 where TLS ends here: one connection per host, already warm when the page's
      // scripts are asked for, instead of up to six each opened cold (nginx 1.22's form; 1.25 also takes `http2 on`).
      HTTP2: ' http2',
    };
  }
  if (tls?.at === 'balancer') {
    if (tls.balancers.length === 0) throw new Error('behind a load balancer, nginx needs its addresses');
    return {
      TLS: '',
      REDIRECT: '',
      EDGE: [
        ...tls.balancers.map((balancer) => `    set_real_ip_from ${balancer};`),
        '    real_ip_header X-Forwarded-For;',
        '    real_ip_recursive on;',
      ].join('\n'),
      // The balancer saw the browser's scheme; nginx only its own hop. Anyone else's header is not
      // believed (a request straight to nginx is not from a balancer: its scheme is nginx's own).
      BALANCERS: [
        '# The connections that come from the load balancer: only their X-Forwarded-Proto is believed.',
        'geo $realip_remote_addr $from_balancer {',
        '    default 0;',
        ...tls.balancers.map((balancer) => `    ${balancer} 1;`),
        '}',
        'map $from_balancer $forwarded_proto {',
        '    1 $http_x_forwarded_proto;',
        '    default $scheme;',
        '}',
      ].join('\n'),
      PROTO: '$forwarded_proto',
      // The balancer speaks HTTP/2 to browsers; its hop to nginx stays HTTP/1.1.
      HTTP2: '',
    };
  }
  return { TLS: '', REDIRECT: '', EDGE: '', BALANCERS: '', PROTO: '$scheme', HTTP2: '' };
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
    ...tlsLines(site),
  };
  const fill = (line: string) =>
    line.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
      return value;
    });
  // Comments keep their placeholders: they document them.
  const lines = readFileSync(TEMPLATE, 'utf8').split('\n');
  return lines.map((line) => (line.trimStart().startsWith('#') ? line : fill(line))).join('\n');
}
