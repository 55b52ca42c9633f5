import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { SIGNED_OUT_REDIRECT_SCRIPT } from '@fairgo/shared/page';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The page's scripts and what fetches them ahead (preloads, prefetches): all the limit leaves out. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="(?:preload|modulepreload|prefetch)"[^>]*>/gi;

/**
 * A page as the site serves it, without a script: the same HTML, the same CSS, the same text. Only the
 * first script of a page for signed-in users stays, which sends a visitor to /login: the limit then
 * lands where the route does (a visitor to /profile sees /login), not on a frame no visitor is shown.
 */
export const withoutScripts = (html: string) =>
  html.replace(SCRIPTS, (tag) => (tag === SIGNED_OUT_REDIRECT_SCRIPT ? tag : ''));

/**
 * The limit a route is measured against: the very HTML the site's host serves for it, its scripts and
 * preloads removed, served by a plain server (every other file from the site as it is). No page with
 * the same content can paint sooner or be interactive sooner, so each figure of the route is stated
 * as a ratio to this one, measured in the same run under the same throttling: on a shared machine the
 * absolute figures move from run to run far more than their ratios do.
 */
export async function startLimitSite(siteUrl: string, port = Number(process.env.PORT_LIMIT ?? 3091)) {
  const app = Fastify();
  // Each page compressed once, as the host keeps its pages compressed (infra/hosting/src/pages/page-server.ts).
  const kept = new Map<string, { status: number; body: Buffer }>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers.accept?.includes('text/html')) return;
    // Compressed as the host compresses its pages: on a slow network, an uncompressed page would take
    // longer to arrive than the route it is the limit of.
    const brotli = request.headers['accept-encoding']?.includes('br') ?? false;
    const key = `${brotli}${request.url}`;
    let page = kept.get(key);
    if (!page) {
      const served = await fetch(new URL(request.url, siteUrl), { redirect: 'manual' });
      const html = withoutScripts(await served.text());
      const body = brotli
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(html, { level: 9 });
      page = { status: served.status, body };
      kept.set(key, page);
    }
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('content-encoding', brotli ? 'br' : 'gzip')
      .header('vary', 'accept-encoding')
      .send(page.body);
  });
  await app.register(proxy, { upstream: siteUrl });
  await app.listen({ host: 'localhost', port });
  return { url: `http://localhost:${port}`, close: () => app.close() };
}
