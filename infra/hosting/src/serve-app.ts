import { TOO_LARGE_MESSAGE } from '@fairgo/shared/contract';
import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { BUCKET_COOKIE, bucketFromCookie } from '@fairgo/shared/page';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { forwardedHeaders, isTooLarge } from './api-proxy';
import {
  API_PORT,
  APPS,
  HEALTH_SAMPLE_RATE,
  originOf,
  PUBLIC_API_BASE_URL,
  PUBLIC_API_ORIGIN,
  RELEASES_DIR,
  ROOT,
  SITE_ORIGINS,
  VERSIONS_PREFIX,
} from './apps';
import { cacheControlFor } from './cache-headers';
import { createPageServer } from './pages/page-server';
import { createPageSource } from './pages/page-source';
import { headersOf, pagePolicy, remoteFilesPolicy, securityHeaders } from './security-headers';

/**
 * Serves one app's production build. A remote is served with CORS for the site's origins: its
 * released versions under /v/<version>/ (what the registry points the shell at; every version stays
 * served, so an open tab never misses a chunk), and the checkout's latest build at its root (for a
 * developer's override). The shell also answers /api (proxied to the API, so the browser sees one
 * origin) and every other path with a page composed from its prerendered frame (pages/).
 */
export async function serveApp(folder: string) {
  const site = APPS.find((app) => app.folder === folder);
  if (!site) throw new Error(`unknown app "${folder}"; one of ${APPS.map((app) => app.folder).join(', ')}`);
  const dist = join(ROOT, folder, 'dist');
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

  const staticFiles = {
    index: false,
    cacheControl: false,
    // Builds ship .br and .gz beside each asset (infra/build), so nothing is compressed per request.
    preCompressed: true,
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, path: string) => {
      void reply.header('Cache-Control', cacheControlFor(path));
    },
  } as const;
  const policyOf = (scriptHashes: string[]) =>
    pagePolicy({
      remoteOrigins: APPS.filter((each) => each.kind === 'remote').map(originOf),
      apiOrigin: PUBLIC_API_ORIGIN,
      scriptHashes,
    });
  await app.register(securityHeaders, site.kind === 'remote' ? remoteFilesPolicy : policyOf([]));
  await app.register(fastifyStatic, { ...staticFiles, root: dist, wildcard: false });

  if (site.kind === 'remote') {
    await app.register(cors, { origin: SITE_ORIGINS });
    // Releases are published while this host runs, so files are looked up per request (wildcard).
    const releases = join(RELEASES_DIR, folder);
    mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, {
      ...staticFiles,
      root: releases,
      prefix: VERSIONS_PREFIX,
      decorateReply: false,
    });
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  } else {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') && isTooLarge(request.headers)) {
        return reply.status(413).send({ message: TOO_LARGE_MESSAGE });
      }
    });
    await app.register(proxy, {
      upstream: `http://127.0.0.1:${API_PORT}`,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: { rewriteRequestHeaders: forwardedHeaders },
    });
    const pages = createPageServer({
      dist,
      config: { apiBaseUrl: PUBLIC_API_BASE_URL, healthSampleRate: HEALTH_SAMPLE_RATE },
      source: createPageSource({ registryUrl: `http://127.0.0.1:${API_PORT}/api/registry` }),
      headersFor: (scriptHashes) => headersOf(policyOf(scriptHashes)),
    });
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0]!;
      if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(path)) {
        return reply.status(404).send({ message: 'Not found' });
      }
      // The visitor's bucket (issue 21), which the shell keeps; a first visit gets one here, so that this
      // page and the shell pick the same side of a canary.
      let bucket = bucketFromCookie(request.headers.cookie);
      if (!bucket) {
        bucket = randomUUID();
        void reply.header('Set-Cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`);
      }
      const variants = await pages.pageFor(path, bucket);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
      void reply
        .headers(variants.headers)
        .header('Cache-Control', variants.split ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) void reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? variants[encoding] : variants.identity);
    });
  }

  await app.listen({ host: process.env.HOST ?? 'localhost', port: site.port });
  console.log(`serving ${folder} on http://localhost:${site.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  return app;
}

const folder = process.argv[2];
if (folder) await serveApp(folder);
