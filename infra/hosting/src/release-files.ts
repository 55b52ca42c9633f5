import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-headers';
import { releaseKey, type ObjectStore } from './object-store';

/** A version as the release tooling names it (`0.1.0-1a2b3c4d`). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
};
export const contentTypeOf = (file: string) =>
  TYPES[file.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/**
 * Serves released versions of remotes from the object store, where `npm run release` put them (a
 * folder on this machine, or the bucket a team's CI uploads to): the pre-compressed copy the browser
 * accepts (.br, .gz) when the build made one, with the cache headers of cache-headers.ts. A version's
 * files never change, so a CDN may keep them.
 */
export async function sendReleaseFile(
  store: ObjectStore,
  request: FastifyRequest,
  reply: FastifyReply,
  { folder, version, file }: { folder: string; version: string; file: string },
) {
  if (!VERSION.test(version) || file === '' || file.split('/').some((part) => part === '..' || part === '.')) {
    return reply.status(404).send({ message: 'Not found' });
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encodings = [...(accepts.includes('br') ? ['br'] : []), ...(accepts.includes('gzip') ? ['gzip'] : [])];
  const key = releaseKey(folder, version, file);
  for (const encoding of [...encodings, null]) {
    const stored = await store.get(encoding ? `${key}.${encoding === 'br' ? 'br' : 'gz'}` : key);
    if (!stored) continue;
    if (encoding) void reply.header('Content-Encoding', encoding);
    if (stored.size !== undefined) void reply.header('Content-Length', stored.size);
    return reply
      .header('Content-Type', contentTypeOf(file))
      .header('Cache-Control', cacheControlFor(file))
      .header('Vary', 'Accept-Encoding, Origin')
      .send(stored.body);
  }
  return reply.status(404).send({ message: 'Not found' });
}

type ReleaseParams = { version: string; '*': string };

/** A remote's host: its own versions under /v/<version>/… (its origin is the remote's, ORIGIN_<NAME>). */
export function serveOwnReleases(app: FastifyInstance, store: ObjectStore, folder: string) {
  app.get<{ Params: ReleaseParams }>('/v/:version/*', (request, reply) =>
    sendReleaseFile(store, request, reply, { folder, version: request.params.version, file: request.params['*'] }),
  );
}

/**
 * The static host of production: every remote's versions under /<remote folder>/v/<version>/…, one
 * origin for all (ORIGIN_MF_ADMIN=https://static.fairgo.au/mf-admin …), behind nginx or a CDN.
 */
export function serveAllReleases(app: FastifyInstance, store: ObjectStore, folders: string[]) {
  app.get<{ Params: ReleaseParams & { folder: string } }>('/:folder/v/:version/*', (request, reply) => {
    const { folder, version } = request.params;
    if (!folders.includes(folder)) return reply.status(404).send({ message: 'Not found' });
    return sendReleaseFile(store, request, reply, { folder, version, file: request.params['*'] });
  });
}
