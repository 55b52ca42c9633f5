import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { servedStyleNames } from '@fairgo/shared/page';
import type { ReactNode } from 'react';

const adopted = new WeakSet<EmotionCache>();

/**
 * Readies the browser's one Emotion cache (Emotion's own, shared by every React root: @emotion/react is a
 * singleton of the page) before anything renders into it. In a served page, the styles the host moved into
 * the head are taken as written, so hydration writes none of them again and moves none (@fairgo/shared/page,
 * `hoistServedStyles`). On a server, where Emotion gives each prerendered tree a cache of its own that writes
 * its styles inline, nothing is done.
 *
 * Each rule goes in a style element of its own (the sheet not `isSpeedy`), not into one sheet by `insertRule`:
 * Chromium styles the whole page again after a rule inside `@layer` or `@media` (most of Chakra's) is
 * inserted into a sheet, 12–20 ms a time on a phone's start-up unthrottled, where a new style element costs
 * under 1 ms (docs/performance.md, "Rules in style elements of their own").
 */
function adopt(cache: EmotionCache) {
  if (typeof document === 'undefined' || adopted.has(cache)) return;
  adopted.add(cache);
  cache.sheet.isSpeedy = false;
  for (const name of servedStyleNames(document)) cache.inserted[name] = true;
}

/** Its children, rendered once the page's Emotion cache is ready (`adopt`). */
export const WithServedStyles = withEmotionCache<{ children: ReactNode }>(({ children }, cache) => {
  adopt(cache);
  return children;
});
