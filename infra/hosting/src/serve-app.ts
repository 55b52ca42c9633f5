import { TOO_LARGE_MESSAGE } from '@fairgo/shared/contract';
import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { bucketCookie, bucketFromCookie } from '@fairgo/shared/page';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { forwardedHeaders, isTooLarge } from './api-proxy';
import { APPS, ROOT } from './apps';
import { exitRefused } from './environment';
import { loadHostConfig, type HostConfig } from './host-config';
import { openObjectStore } from './object-store';
import { serveAllReleases, serveOwnReleases } from './release-files';
import { publishShellFiles, sendShellFileFromStore, SHELL_FOLDER } from './shell-files';
import { cacheControlFor } from './cache-headers';
import { createPageServer } from './pages/page-server';
import { createPageSource } from './pages/page-source';
import { createShellBuilds } from './pages/shell-builds';
import { headersOf, pagePolicy, remoteFilesPolicy, securityHeaders } from './security-headers';

/** The shell's manifest: the shared-dependency contract a remote's release is checked against. */
const SHARED_CONTRACT = '/mf-manifest.json';

/** `static`: the production host of every remote's released versions (release-files.ts). */
const STATIC = 'static';

/**
 * Serves one app's production build. A remote is served with CORS for the site's origins: its
 * released versions under /v/<version>/ from the object store (what the registry points the shell at;
 * every version stays served, so an open tab never misses a chunk), and the checkout's latest build at
 * its root (for a developer's override). The shell also answers /api (proxied to the API, so the
 * browser sees one origin) and every other path with a page composed from its prerendered frame
 * (pages/). `static` serves every remote's versions, for production behind nginx (docs/deploying.md).
 */
export async function serveApp(folder: string, config: HostConfig, port?: number) {
  const app = Fastify({ logger: { level: config.logLevel }, return503OnClosing: true });
  // Where released versions are read from: the folder `npm run release` writes to, or the shared bucket.
  const store = openObjectStore(config.storage);
  const { site: siteConfig } = config;
  if (folder === STATIC) {
    await app.register(securityHeaders, remoteFilesPolicy);
    await app.register(cors, { origin: siteConfig.siteOrigins });
    serveAllReleases(
      app,
      store,
      siteConfig.remotes.map((remote) => remote.folder),
    );
    app.get('/health', async () => ({ status: 'ok' }));
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
    return listen(app, folder, config, port ?? config.staticPort);
  }
  const site = siteConfig.apps.find((each) => each.folder === folder);
  if (!site)
    throw new Error(`unknown app "${folder}"; one of ${[...APPS.map((each) => each.folder), STATIC].join(', ')}`);
  const dist = join(ROOT, folder, 'dist');

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
      remoteOrigins: siteConfig.remotes.map((remote) => siteConfig.origins[remote.name]!),
      apiOrigin: siteConfig.publicApiOrigin,
      scriptHashes,
      production: config.production,
    });
  await app.register(securityHeaders, site.kind === 'remote' ? remoteFilesPolicy : policyOf([]));
  await app.register(fastifyStatic, {
    ...staticFiles,
    root: dist,
    wildcard: false,
    // A shell host answers its manifest with the registry's shell version's (below), the contract remotes are released against.
    allowedPath: (path) => site.kind === 'remote' || path !== SHARED_CONTRACT,
  });

  if (site.kind === 'remote') {
    await app.register(cors, { origin: siteConfig.siteOrigins });
    // Releases are published while this host runs: each file is looked up in the store per request.
    serveOwnReleases(app, store, folder);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  } else {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') && isTooLarge(request.headers)) {
        return reply.status(413).send({ message: TOO_LARGE_MESSAGE });
      }
    });
    await app.register(proxy, {
      upstream: siteConfig.apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: { rewriteRequestHeaders: forwardedHeaders },
    });
    const builds = createShellBuilds({ dist, store, log: app.log });
    // Its own build serves until one is released, and whenever the registry's cannot be read: it must be whole.
    await builds.buildFor(null);
    const source = createPageSource({ registryUrl: `${siteConfig.apiUrl}/api/registry`, shellBuild: builds.buildFor });
    const pages = createPageServer({
      config: { apiBaseUrl: siteConfig.publicApiBaseUrl, healthSampleRate: siteConfig.healthSampleRate },
      source,
      headersFor: (scriptHashes) => headersOf(policyOf(scriptHashes)),
    });
    // Before the first page: another build's pages may ask this host for this build's chunks.
    app.log.info(await publishShellFiles(store, dist), "the shell's files are in the shared store");
    // Each released version of the shell: what the registry records as its manifest's address.
    serveOwnReleases(app, store, SHELL_FOLDER);
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0]!;
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      // A chunk of another build of the shell (a page served by a host on another version, mid-rollout).
      const fromStore = isRead ? sendShellFileFromStore(store, request, reply, path) : null;
      if (fromStore) return fromStore;
      if (isRead && path === SHARED_CONTRACT) {
        const { manifest } = await source.currentShell();
        if (manifest) return reply.header('Cache-Control', 'no-cache').type('application/json').send(manifest);
      }
      if (!isRead || /\.[a-z0-9]+$/i.test(path)) {
        return reply.status(404).send({ message: 'Not found' });
      }
      // The visitor's bucket, which the shell keeps; a first visit gets one here, so that this page and
      // the shell pick the same side of a canary. Behind nginx, the scheme the browser used is its
      // X-Forwarded-Proto (one who forges it only makes their own cookie Secure).
      let bucket = bucketFromCookie(request.headers.cookie);
      if (!bucket) {
        bucket = randomUUID();
        const secure = request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
        void reply.header('Set-Cookie', bucketCookie(bucket, { secure }));
      }
      const variants = await pages.pageFor(path, bucket, request.url.includes('?'));
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
      void reply
        .status(variants.status)
        .headers(variants.headers)
        .header('Cache-Control', variants.split ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) void reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? variants[encoding] : variants.identity);
    });
  }

  return listen(app, folder, config, port ?? site.port);
}

/** Listens, and on SIGINT or SIGTERM finishes the requests in flight (new ones get 503) within SHUTDOWN_GRACE_MS. */
async function listen(app: ReturnType<typeof Fastify>, folder: string, config: HostConfig, port: number) {
  await app.listen({ host: config.listenHost, port });
  console.log(`serving ${folder} on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(1), config.shutdownGraceMs).unref();
      void app.close();
    });
  }
  return app;
}

// `node infra/hosting/dist/serve-app.js <app folder | static> [port]`
const [folder, port] = process.argv.slice(2);
if (folder) {
  const kind = folder === STATIC ? 'static' : (APPS.find((each) => each.folder === folder)?.kind ?? 'remote');
  try {
    await serveApp(folder, loadHostConfig(process.env, kind), port ? Number(port) : undefined);
  } catch (error) {
    exitRefused(error);
  }
}
