import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, APPS, SITE_ORIGINS } from './apps';
import { cacheControlFor } from './cache-headers';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Serves one app's production build. A remote is served with CORS for the site's origins; the
 * shell also answers /api (proxied to the API, so the browser sees one origin) and every other
 * path with its index.html, into which the runtime configuration is written.
 */
export async function serveApp(folder: string) {
  const site = APPS.find((app) => app.folder === folder);
  if (!site) throw new Error(`unknown app "${folder}"; one of ${APPS.map((app) => app.folder).join(', ')}`);
  const dist = join(ROOT, folder, 'dist');
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: false,
    cacheControl: false,
    // Builds ship .br and .gz beside each asset (infra/build), so nothing is compressed per request.
    preCompressed: true,
    setHeaders: (reply, path) => {
      void reply.header('Cache-Control', cacheControlFor(path));
      void reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  if (site.kind === 'remote') {
    await app.register(cors, { origin: SITE_ORIGINS });
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  } else {
    await app.register(proxy, { upstream: `http://127.0.0.1:${API_PORT}`, prefix: '/api', rewritePrefix: '/api' });
    const config = JSON.stringify({ apiBaseUrl: process.env.PUBLIC_API_BASE_URL ?? '/api' });
    const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8').replace(
      '<!--fairgo-config-->',
      `<script>window.__FAIRGO_CONFIG__=${config}</script>`,
    );
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) {
        return reply.status(404).send({ message: 'Not found' });
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml);
    });
  }

  await app.listen({ host: process.env.HOST ?? 'localhost', port: site.port });
  console.log(`serving ${folder} on http://localhost:${site.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  return app;
}

const folder = process.argv[2];
if (folder) await serveApp(folder);
