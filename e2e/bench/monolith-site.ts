import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/site';

const DIST = join(REPO_ROOT, 'infra/build/monolith/dist');

/**
 * Builds the monolith (infra/build/monolith: the same source, no Module Federation) and serves it
 * the way the shell's host serves the site: its files, /api proxied to the same API, and its
 * index.html for every other path (not prerendered: an ordinary single-page app).
 */
export async function startMonolith(port = Number(process.env.PORT_MONOLITH ?? 3090)) {
  execFileSync('npm', ['run', 'build:monolith', '-w', '@fairgo/build'], { cwd: REPO_ROOT, stdio: 'ignore' });
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`the monolith was not built into ${DIST}`);
  const page = readFileSync(join(DIST, 'index.html'), 'utf8').replace(
    '<!--fairgo-config-->',
    '<script>window.__FAIRGO_CONFIG__={"apiBaseUrl":"/api"}</script>',
  );
  const app = Fastify();
  await app.register(fastifyStatic, { root: DIST, index: false, wildcard: false });
  await app.register(proxy, {
    upstream: `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
    prefix: '/api',
    rewritePrefix: '/api',
  });
  app.setNotFoundHandler((request, reply) =>
    /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)
      ? reply.status(404).send({ message: 'Not found' })
      : reply.type('text/html; charset=utf-8').send(page),
  );
  await app.listen({ host: 'localhost', port });
  return { url: `http://localhost:${port}`, close: () => app.close() };
}
