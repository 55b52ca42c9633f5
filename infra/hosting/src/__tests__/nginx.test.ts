import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheControlFor } from '../cache-headers';
import { renderNginxConfig } from '../nginx';
import { cspHash, PERMISSIONS_POLICY } from '../security-headers';

// The production hosting config, run in a real nginx (Debian's nginx-light; .ci/run installs it).
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE = 'site.test';
const STATIC = 'static.test';
const VERSION = '0.1.0-aaaa0001';

function get(port: number, host: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, headers: { host, ...headers } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

function files(root: string, contents: Record<string, string>) {
  for (const [path, text] of Object.entries(contents)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('the production nginx config (infra/hosting/nginx)', () => {
  let nginx: ChildProcess;
  let api: Server;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(`nginx not found at ${NGINX}: apt-get install nginx-light (or set NGINX_PATH)`);
    const dir = mkdtempSync(join(tmpdir(), 'fairgo-nginx-'));
    chmodSync(dir, 0o755); // nginx's workers read the files as another user
    files(join(dir, 'shell'), {
      'index.html': '<!doctype html><title>frame</title><script>document.title = "booted"</script>',
      'index.landing.html': '<!doctype html><title>landing</title>',
      'main.0123456789.js': 'console.log(1)',
    });
    files(join(dir, 'releases', 'mf-admin', VERSION), {
      'mf-manifest.json': '{}',
      'remoteEntry.js': 'var mf_admin;',
      '12.0123456789.js': 'chunk',
    });
    api = createServer((req, res) => res.end(JSON.stringify({ proxied: req.url }))).listen(0, '127.0.0.1');
    await new Promise((resolve) => api.once('listening', resolve));
    port = 18_000 + Math.floor(Math.random() * 2000);

    const site = renderNginxConfig({
      listen: String(port),
      siteHost: SITE,
      staticHost: STATIC,
      siteOrigins: [`https://${SITE}`],
      remoteOrigins: [`https://${STATIC}`],
      shellRoot: join(dir, 'shell'),
      releasesRoot: join(dir, 'releases'),
      apiUpstream: `127.0.0.1:${(api.address() as AddressInfo).port}`,
    });
    writeFileSync(join(dir, 'fairgo.conf'), site);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log; worker_processes 1;
       events {}
       http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp;
              include ${dir}/fairgo.conf; }`,
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    for (let tries = 0; tries < 50; tries++) {
      if (
        await get(port, SITE, '/').then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nginx did not start');
  });
  afterAll(() => {
    nginx?.kill();
    api?.close();
  });

  const asset = (file: string) => `/mf-admin/v/${VERSION}/${file}`;

  it('serves a release with the headers of the local hosts, and CORS for the site only', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '12.0123456789.js']) {
      const response = await get(port, STATIC, asset(file), { origin: `https://${SITE}` });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(cacheControlFor(file));
      expect(response.headers['access-control-allow-origin']).toBe(`https://${SITE}`);
    }
    const foreign = await get(port, STATIC, asset('mf-manifest.json'), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the security headers of the local hosts: the pages a policy with the shell’s inline scripts by hash', async () => {
    for (const path of ['/', '/tasks/view/allTasks', '/main.0123456789.js']) {
      const { headers } = await get(port, SITE, path);
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain(
        `script-src 'self' https://${STATIC} http://localhost:* http://127.0.0.1:* ${cspHash('document.title = "booted"')}`,
      );
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    // The API's answers carry the API's own headers only (here: none).
    expect((await get(port, SITE, '/api/health')).headers['content-security-policy']).toBeUndefined();
    const chunk = await get(port, STATIC, asset('remoteEntry.js'));
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(chunk.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nothing outside the published versions', async () => {
    expect((await get(port, STATIC, `/mf-admin/v/0.0.0-missing/mf-manifest.json`)).status).toBe(404);
    expect((await get(port, STATIC, `/mf-admin/v/${VERSION}/../../../etc/passwd`)).status).toBe(404);
    expect((await get(port, STATIC, '/')).status).toBe(404);
  });

  it('serves the shell: the prerendered landing page, the frame for every other page, /api proxied', async () => {
    const landing = await get(port, SITE, '/');
    expect(landing.body).toContain('landing');
    expect(landing.headers['cache-control']).toBe('no-cache');
    const page = await get(port, SITE, '/tasks/view/allTasks');
    expect(page.status).toBe(200);
    expect(page.body).toContain('frame');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get(port, SITE, '/main.0123456789.js')).headers['cache-control']).toBe(
      cacheControlFor('main.0123456789.js'),
    );
    expect((await get(port, SITE, '/missing.0123456789.js')).status).toBe(404);
    expect(JSON.parse((await get(port, SITE, '/api/health')).body)).toEqual({ proxied: '/api/health' });
  });
});
