import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pagePath } from '@fairgo/shared/page';
import { composePage, type PageParts } from './compose-page';
import type { createPageSource } from './page-source';

export interface PageVariants {
  identity: string;
  br: Buffer;
  gzip: Buffer;
  /** Its security headers: the Content-Security-Policy allows exactly the page's own inline scripts. */
  headers: Record<string, string>;
  /** Whether the page differs by the visitor's bucket (its remote runs a canary). */
  split: boolean;
  /**
   * 404 for a path neither the shell nor any remote of the registry owns (the page is still the
   * site's own, whose not-found text the shell renders); 200 otherwise, and whenever the registry
   * could not be read (it cannot be told then).
   */
  status: 200 | 404;
}

/**
 * Brotli at its highest quality: a page is compressed once per distinct result (kept below), off the
 * event loop, and ~100 ms of one thread then saves every visitor bytes. For `/`, 12.0 KB instead of
 * 13.2 KB at quality 9: with its headers under the ~14.6 KB a slow connection's first round trip carries
 * (docs/performance.md, "Paint first, then start").
 */
const compressed = async (
  html: string,
  headers: Record<string, string>,
  split: boolean,
  status: PageVariants['status'],
): Promise<PageVariants> => ({
  headers,
  split,
  status,
  identity: html,
  br: await promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: await promisify(gzip)(html, { level: 9 }),
});
const MAX_KEPT = 100;

/**
 * The shell's pages, composed per path and compressed once per distinct result: each of the shell's
 * own pages from its prerendered HTML, every other path from the prerendered frame with the path's
 * remote in it, both from the shell's build the registry points at (shell-builds.ts).
 */
export function createPageServer(options: {
  config: PageParts['config'];
  source: Pick<ReturnType<typeof createPageSource>, 'partsFor'>;
  /** The security headers of a page whose inline scripts have these hashes. */
  headersFor: (scriptHashes: string[]) => Record<string, string>;
}) {
  const kept = new Map<string, Promise<PageVariants>>();

  return {
    /**
     * The page of `path` for a visitor whose bucket is `bucket` (a canary's frame for its browsers). A
     * path under a remote's routes that is none of its release's pages is served with its slot empty,
     * as a 404.
     */
    async pageFor(path: string, bucket: string | null = null, withQuery = false): Promise<PageVariants> {
      const own = pagePath(path);
      const { registry, shell, remote, split } = await options.source.partsFor(path, bucket);
      const { templates } = shell;
      const shellPage = own !== '*' && templates.has(own);
      const served = shellPage || !remote ? null : remote.unknownPage ? { ...remote, frame: null } : remote;
      // The preloads too: a page that loads on demand preloads its own chunk on its path only.
      const key = JSON.stringify([
        shell.version,
        shellPage ? own : '*',
        registry,
        served?.entry.version,
        served?.frame && path,
        served?.preloads,
        Boolean(served?.reads?.length) && withQuery,
        // The same page otherwise, but answered 404.
        Boolean(remote?.unknownPage),
      ]);
      let page = kept.get(key);
      if (!page) {
        const template = templates.get(shellPage ? own : '*')!;
        const { html, scriptHashes } = composePage(template, {
          config: options.config,
          registry,
          remote: served,
          withQuery,
        });
        const unknown = !shellPage && registry !== null && (remote === null || remote.unknownPage);
        // Kept as it is being compressed, so requests meanwhile wait for the same one.
        page = compressed(html, options.headersFor(scriptHashes), split && !shellPage, unknown ? 404 : 200);
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, page);
        page.catch(() => kept.delete(key));
      }
      return await page;
    },
  };
}
