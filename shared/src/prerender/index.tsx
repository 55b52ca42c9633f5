// Server-only (never imported by browser code): the static HTML the site's host serves before any
// script runs, rendered at build time by the shell (its frame and pages) and by each remote (its frames).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createPlatform, createSessionStore, type PlatformContract } from '../platform';

/** The platform a page is prerendered with: the session is still being checked, nothing navigates or loads. */
export function prerenderPlatform(): PlatformContract {
  return createPlatform({
    session: createSessionStore(),
    navigate: () => undefined,
    loadRemoteModule: () => Promise.reject(new Error('nothing loads while prerendering')),
  }).contract;
}

/** Emotion's global styles (Chakra's reset and tokens): the shell's frame carries them once per page. */
const GLOBAL_STYLES = /<style data-emotion="css-global[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * A tree as HTML, with the `identifierPrefix` of the React root that will render over it. With
 * `withoutGlobalStyles`, Emotion's global style tags are left out (a remote's frame is set inside
 * the shell's page, which has them already).
 */
export function renderStatic(
  element: ReactElement,
  options: { identifierPrefix?: string; withoutGlobalStyles?: boolean } = {},
): string {
  const html = renderToString(element, { identifierPrefix: options.identifierPrefix });
  return options.withoutGlobalStyles ? html.replace(GLOBAL_STYLES, '') : html;
}
