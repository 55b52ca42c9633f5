import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { composePage, type PageParts } from './compose-page';
import type { createPageSource } from './page-source';

export interface PageVariants {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

const compressed = (html: string): PageVariants => ({
  identity: html,
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: gzipSync(html, { level: 9 }),
});
const MAX_KEPT = 100;

/**
 * The shell's pages, composed per path and compressed once per distinct result: `/` from the
 * prerendered landing page, every other path from the prerendered frame with the path's remote in
 * it (shell/prerender/render-pages.tsx). A build without them serves its plain index.html.
 */
export function createPageServer(options: {
  dist: string;
  config: PageParts['config'];
  source: Pick<ReturnType<typeof createPageSource>, 'partsFor'>;
}) {
  const template = (file: string) =>
    readFileSync(join(options.dist, existsSync(join(options.dist, file)) ? file : 'index.html'), 'utf8');
  const landing = template('index.landing.html');
  const frame = template('index.frame.html');
  const kept = new Map<string, PageVariants>();

  return {
    async pageFor(path: string): Promise<PageVariants> {
      const { registry, remote } = await options.source.partsFor(path);
      const isLanding = path === '/';
      const key = JSON.stringify([isLanding, registry, remote?.entry.version, remote?.frame && path]);
      let page = kept.get(key);
      if (!page) {
        page = compressed(
          composePage(isLanding ? landing : frame, {
            config: options.config,
            registry,
            remote: isLanding ? null : remote,
          }),
        );
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, page);
      }
      return page;
    },
  };
}
