import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { execFileSync } from 'node:child_process';
import { connect } from 'node:http2';
import { request } from 'node:https';
import { join } from 'node:path';
import { renderNginxConfig, type NginxSite } from '../../src/nginx';
import { BUCKET, PORTS, SITE, startNginx, until, work } from './topology';

// Where browsers' TLS ends, both ways docs/deploying.md allows, in front of the running topology:
// nginx terminating it itself (a self-signed certificate), and nginx behind a load balancer that
// does (a second nginx standing in for it, which reports the client's address as a real one would).
export const EDGE_PORTS = {
  https: PORTS.nginx + 200,
  http: PORTS.nginx + 201,
  behind: PORTS.nginx + 202,
  balancer: PORTS.nginx + 203,
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request over https that takes the test's self-signed certificate; `client` is the address the balancer reports. */
export function overTls(port: number, path: string, init: { method?: string; body?: string; client?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        rejectUnauthorized: false,
        headers: {
          host: '127.0.0.1',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.client ? { 'x-test-client': init.client } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Starts both edges: nginx with TLS on EDGE_PORTS.https, and a balancer with TLS in front of an nginx behind it. */
export async function startEdges() {
  const certificate = join(work, 'edge.crt');
  const certificateKey = join(work, 'edge.key');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-keyout', certificateKey, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  const upstreams: Omit<NginxSite, 'listen' | 'tls'> = {
    siteHost: '127.0.0.1',
    staticHost: 'localhost',
    apiServers: PORTS.api.map((port) => `127.0.0.1:${port}`),
    pageServers: PORTS.pages.map((port) => `127.0.0.1:${port}`),
    staticServers: [`127.0.0.1:${PORTS.static}`],
  };
  startNginx(
    'edge-tls',
    renderNginxConfig({
      ...upstreams,
      listen: `127.0.0.1:${EDGE_PORTS.https} ssl`,
      tls: { at: 'nginx', certificate, certificateKey, httpListen: `127.0.0.1:${EDGE_PORTS.http}` },
    }),
  );
  startNginx(
    'edge-behind',
    renderNginxConfig({
      ...upstreams,
      listen: `127.0.0.1:${EDGE_PORTS.behind}`,
      tls: { at: 'balancer', balancers: ['127.0.0.1'] },
    }),
  );
  // The balancer: TLS ends here; it reports the client (X-Test-Client stands for the address its
  // connection came from) and the scheme, as a cloud load balancer does.
  startNginx(
    'edge-balancer',
    `server {
       listen 127.0.0.1:${EDGE_PORTS.balancer} ssl;
       ssl_certificate ${certificate}; ssl_certificate_key ${certificateKey};
       location / {
         proxy_pass http://127.0.0.1:${EDGE_PORTS.behind};
         proxy_set_header Host $host;
         proxy_set_header X-Forwarded-For $http_x_test_client;
         proxy_set_header X-Forwarded-Proto https;
       }
     }`,
  );
  await until(async () => (await overTls(EDGE_PORTS.https, '/api/health')).status === 200, 'nginx over TLS');
  await until(async () => (await overTls(EDGE_PORTS.balancer, '/api/health')).status === 200, 'the balancer');
}

/** A GET over HTTP/2, offered as a browser offers it (ALPN h2, then http/1.1): the protocol agreed and the status. */
function overHttp2(port: number, path: string) {
  return new Promise<{ protocol: string | false; status: number }>((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${port}`, {
      rejectUnauthorized: false,
      ALPNProtocols: ['h2', 'http/1.1'],
    });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':authority': '127.0.0.1' });
    stream.on('response', (headers) => {
      resolve({ protocol: session.alpnProtocol ?? false, status: Number(headers[':status']) });
      session.close();
    });
    stream.on('error', reject);
    stream.end();
  });
}

const cookieOf = (answer: Answer) => String([answer.headers['set-cookie']].flat()[0] ?? '');

/** The tests of both edges, registered in the topology's describe (production-topology.test.ts). */
export function edgeTests() {
  it("serves any build's shell chunk from any shell host: each host puts its build's files in the bucket", async () => {
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${PORTS.s3}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'releases/shell/files/' }));
    const published = (listed.Contents ?? []).map((object) => object.Key!.split('/').pop()!);
    expect(published).toContainEqual(expect.stringMatching(/^main\.[0-9a-f]{10}\.js$/));
    // A chunk only another build has (as a host mid-rollout on the next version would have put it there).
    const other = 'chunk-of-another-build.0123456789.js';
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `releases/shell/files/${other}`, Body: 'console.log("next build")' }),
    );
    for (const port of PORTS.pages) {
      const served = await fetch(`http://127.0.0.1:${port}/${other}`);
      expect([port, served.status, served.headers.get('cache-control')]).toEqual([
        port,
        200,
        'public, max-age=31536000, immutable',
      ]);
      expect(await served.text()).toBe('console.log("next build")');
      expect((await fetch(`http://127.0.0.1:${port}/no-such-chunk.0123456789.js`)).status).toBe(404);
    }
  });

  it('terminates TLS in nginx: http is sent to https, browsers get HTTP/2, HSTS is sent once, the visitor cookie is Secure', async () => {
    const plain = await fetch(`http://127.0.0.1:${EDGE_PORTS.http}/feedback?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/feedback?x=1');
    const page = await overTls(EDGE_PORTS.https, '/');
    expect(page.status).toBe(200);
    // The processes' own security headers, HSTS among them, pass through as they are: once.
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(cookieOf(page)).toMatch(/; Secure/);
    // A browser gets HTTP/2: one connection for the page and its scripts.
    expect(await overHttp2(EDGE_PORTS.https, '/')).toEqual({ protocol: 'h2', status: 200 });
    // Over plain http, as this topology's own nginx serves, the cookie cannot be Secure.
    expect(String((await fetch(`${SITE}/`)).headers.get('set-cookie'))).not.toMatch(/; Secure/);
  });

  it('behind a load balancer, keeps its X-Forwarded-Proto and counts limits per real client, not per balancer', async () => {
    const page = await overTls(EDGE_PORTS.balancer, '/', { client: '203.0.113.10' });
    expect(page.status).toBe(200);
    expect(cookieOf(page)).toMatch(/; Secure/);
    // The unsubscribe link's limit: 30 a minute per client address.
    const unsubscribe = (client: string) =>
      overTls(EDGE_PORTS.balancer, '/api/savedSearches/unsubscribe?token=not-a-token', { method: 'POST', client });
    const first = [];
    for (let attempt = 0; attempt < 31; attempt++) first.push((await unsubscribe('203.0.113.20')).status);
    expect(first.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(first[30]).toBe(429);
    // Another client behind the same balancer is not held back by the first one's count.
    expect((await unsubscribe('198.51.100.7')).status).toBe(400);
  });
}
