import createCache, { type EmotionCache } from '@emotion/cache';
import { servedStyleNames } from '@fairgo/shared/page';

let cache: EmotionCache | undefined;

/**
 * The browser's one Emotion cache, shared by every React root (this module is a singleton of the page).
 * In a served page, the styles the host moved into the head are taken as written, so hydration writes
 * none of them again and moves none (@fairgo/shared/page, `hoistServedStyles`). Undefined on a server,
 * where each prerendered tree gets a cache of its own from Emotion, which writes its styles inline.
 *
 * Each rule goes in a style element of its own (`speedy: false`), not into one sheet by `insertRule`: Chromium
 * styles the whole page again after a rule inside `@layer` or `@media` (most of Chakra's) is inserted into a
 * sheet, ~12–20 ms a time on a phone's start-up unthrottled, where a new style element costs under 1 ms
 * (docs/performance.md, "Rules in style elements of their own").
 */
export function emotionCache(): EmotionCache | undefined {
  if (typeof document === 'undefined') return undefined;
  if (cache) return cache;
  cache = createCache({ key: 'css', speedy: false });
  for (const name of servedStyleNames(document)) cache.inserted[name] = true;
  return cache;
}
