import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

/** The page's scripts and what fetches them ahead (preloads, prefetches): all the limit leaves out. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="(?:preload|modulepreload|prefetch)"[^>]*>/gi;

/** A page as the site serves it, without a script: the same HTML, the same CSS, the same text. */
export const withoutScripts = (html: string) => html.replace(SCRIPTS, '');

/**
 * The limit a route is measured against: the very HTML the site's host serves for it, its scripts and
 * preloads removed, served by a plain server (every other file from the site as it is). No page with
 * the same content can paint sooner or be interactive sooner, so each figure of the route is stated
 * as a ratio to this one, measured in the same run under the same throttling: on a shared machine the
 * absolute figures move from run to run far more than their ratios do.
 */
export async function startLimitSite(siteUrl: string, port = Number(process.env.PORT_LIMIT ?? 3091)) {
  const app = Fastify();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers.accept?.includes('text/html')) return;
    const served = await fetch(new URL(request.url, siteUrl), { redirect: 'manual' });
    return reply
      .status(served.status)
      .type('text/html; charset=utf-8')
      .send(withoutScripts(await served.text()));
  });
  await app.register(proxy, { upstream: siteUrl });
  await app.listen({ host: 'localhost', port });
  return { url: `http://localhost:${port}`, close: () => app.close() };
}
