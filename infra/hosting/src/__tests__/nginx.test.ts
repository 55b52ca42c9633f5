import { REQUEST_LIMITS } from '@fairgo/shared/contract';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginxConfig, type NginxSite } from '../nginx';

// The production nginx config, run in a real nginx (Debian's nginx-light; .ci/run installs it), in front
// of stand-in upstreams that say who answered. The real processes behind it: e2e/deploy (docs/deploying.md).
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE = 'site.test';
const STATIC = 'static.test';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(
  port: number,
  host: string,
  path: string,
  method = 'GET',
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path, method, headers: { host, ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An upstream that answers with its name and what it was sent; `broken` ones drop the connection instead. */
function upstream(name: string, seen: { name: string; method: string; url: string; forwardedFor?: string }[]) {
  const state = { broken: false };
  const server = createServer((req: IncomingMessage, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      seen.push({ name, method: req.method!, url: req.url!, forwardedFor: req.headers['x-forwarded-for'] as string });
      if (state.broken) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name, bytes }));
    });
  }).listen(0, '127.0.0.1');
  return Object.assign(state, { server, address: () => `127.0.0.1:${(server.address() as AddressInfo).port}` });
}

describe('the production nginx config (infra/hosting/nginx)', () => {
  let nginx: ChildProcess;
  let port: number;
  const seen: { name: string; method: string; url: string; forwardedFor?: string }[] = [];
  const apis = [upstream('api-1', seen), upstream('api-2', seen)];
  const pages = [upstream('pages-1', seen), upstream('pages-2', seen)];
  const statics = [upstream('static-1', seen)];
  const servers: Server[] = [...apis, ...pages, ...statics].map((each) => each.server);

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(`nginx not found at ${NGINX}: apt-get install nginx-light (or set NGINX_PATH)`);
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.listening || server.once('listening', resolve))),
    );
    const dir = mkdtempSync(join(tmpdir(), 'fairgo-nginx-'));
    chmodSync(dir, 0o755);
    port = 18_000 + Math.floor(Math.random() * 2000);
    writeFileSync(
      join(dir, 'fairgo.conf'),
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        siteHost: SITE,
        staticHost: STATIC,
        apiServers: apis.map((each) => each.address()),
        pageServers: pages.map((each) => each.address()),
        staticServers: statics.map((each) => each.address()),
      }),
    );
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log; worker_processes 1;
       events {}
       http { access_log off; client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp;
              include ${dir}/fairgo.conf; }`,
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    for (let tries = 0; tries < 50; tries++) {
      if (
        await send(port, SITE, '/').then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nginx did not start');
  });
  beforeEach(() => {
    seen.length = 0;
    for (const each of [...apis, ...pages, ...statics]) each.broken = false;
  });
  afterAll(() => {
    nginx?.kill();
    for (const server of servers) server.close();
  });

  const answeredBy = async (host: string, path: string, method = 'GET', body?: Buffer) => {
    const answer = await send(port, host, path, method, body);
    return answer.status === 200 ? (JSON.parse(answer.body) as { name: string; bytes: number }).name : answer.status;
  };

  it('spreads the API over its instances, pages over the shell hosts, releases to the static hosts', async () => {
    const api = new Set<unknown>();
    const page = new Set<unknown>();
    for (let index = 0; index < 6; index++) {
      api.add(await answeredBy(SITE, '/api/health'));
      page.add(await answeredBy(SITE, '/find-work'));
    }
    expect([...api].sort()).toEqual(['api-1', 'api-2']);
    expect([...page].sort()).toEqual(['pages-1', 'pages-2']);
    expect(await answeredBy(STATIC, '/mf-admin/v/0.1.0-aaaa0001/remoteEntry.js')).toBe('static-1');
    expect(await answeredBy(STATIC, '/')).toBe(404);
    expect(await answeredBy(STATIC, '/etc/passwd')).toBe(404);
    expect(seen.find((each) => each.name.startsWith('api'))?.forwardedFor).toBe('127.0.0.1');
  });

  it("tells the API the client's own address only: an address the client sends is not passed on", async () => {
    await send(port, SITE, '/api/health', 'GET', undefined, { 'x-forwarded-for': '198.51.100.1' });
    expect(seen.at(-1)?.forwardedFor).toBe('127.0.0.1');
  });

  it('never sends a write twice, and sends a read that failed on one instance to the next', async () => {
    apis[0]!.broken = true;
    const writes = [];
    for (let index = 0; index < 4; index++)
      writes.push(await answeredBy(SITE, '/api/login', 'POST', Buffer.from('{}')));
    // A POST that reached the broken instance is answered 502, never sent to the other one as well.
    const toBroken = seen.filter((each) => each.name === 'api-1').length;
    expect(toBroken).toBeGreaterThan(0);
    expect(seen).toHaveLength(4);
    expect(writes.filter((answer) => answer === 502)).toHaveLength(toBroken);

    for (let index = 0; index < 4; index++) expect(await answeredBy(SITE, '/api/tasks/getTasks')).toBe('api-2');
  });

  it('takes a body as large as the API does, and refuses a larger one itself', async () => {
    const largest = Buffer.alloc(REQUEST_LIMITS.multipartBytes);
    const answer = await send(port, SITE, '/api/updateProfilePicture', 'POST', largest);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).bytes).toBe(largest.length);
    const larger = Buffer.alloc(REQUEST_LIMITS.multipartBytes + 200 * 1024);
    expect(
      (await send(port, SITE, '/api/updateProfilePicture', 'POST', larger).catch(() => ({ status: 413 }))).status,
    ).toBe(413);
  });
});

describe('the production nginx config, rendered', () => {
  const upstreams = {
    siteHost: SITE,
    staticHost: STATIC,
    apiServers: ['a:1'],
    pageServers: ['p:1'],
    staticServers: ['s:1'],
  };
  const tlsModes: Record<'nginx' | 'balancer' | 'none', NginxSite['tls']> = {
    nginx: { at: 'nginx', certificate: '/c.pem', certificateKey: '/k.pem', httpListen: '80' },
    balancer: { at: 'balancer', balancers: ['10.0.0.0/24'] },
    none: undefined,
  };

  it.each(Object.entries(tlsModes))('fills every placeholder (TLS: %s)', (_mode, tls) => {
    const config = renderNginxConfig({ ...upstreams, listen: '443 ssl', tls });
    const lines = config.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(lines.filter((line) => line.includes('${'))).toEqual([]);
  });

  it('serves browsers HTTP/2 where it terminates TLS, on the site and the static host', () => {
    const listens = (tls: NginxSite['tls'], listen: string) =>
      renderNginxConfig({ ...upstreams, listen, tls })
        .split('\n')
        .filter((line) => /^\s+listen /.test(line))
        .map((line) => line.trim());
    expect(listens(tlsModes.nginx, '443 ssl')).toEqual([
      'listen 80;',
      'listen 443 ssl http2;',
      'listen 443 ssl http2;',
    ]);
    // Behind a balancer, the balancer speaks to browsers; nginx's hop stays HTTP/1.1.
    expect(listens(tlsModes.balancer, '80')).toEqual(['listen 80;', 'listen 80;']);
  });
});
