// Server-only (never imported by browser code): the static HTML the site's host serves before any
// script runs, rendered at build time by the shell (its pages) and by each remote (its frames). The
// browser's React roots hydrate it (createConcurrentRoot), so it must be what their first render makes.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { GLOBAL_STYLES_MARK } from '../page';
import { createPlatform, createSessionStore } from '../platform';

/** The platform a page is prerendered with: the session is still being checked, nothing navigates or loads. */
export function prerenderPlatform() {
  return createPlatform({
    session: createSessionStore(),
    navigate: () => undefined,
    loadRemoteModule: () => Promise.reject(new Error('nothing loads while prerendering')),
  });
}

/** Emotion's global styles (Chakra's reset and tokens): the shell's page carries them once. */
const GLOBAL_STYLES = new RegExp(`<style data-emotion="${GLOBAL_STYLES_MARK}[^"]*"[^>]*>[\\s\\S]*?</style>`, 'g');

/**
 * A tree as HTML, with the `useId` prefix of the root `appName` that hydrates it (createConcurrentRoot's).
 * With `withoutGlobalStyles`, Emotion's global style tags are left out (a remote's frame is set inside
 * the shell's page, which has them already).
 */
export function renderStatic(
  element: ReactElement,
  options: { appName: string; withoutGlobalStyles?: boolean },
): string {
  const html = renderToString(element, { identifierPrefix: `${options.appName}-` });
  return options.withoutGlobalStyles ? html.replace(GLOBAL_STYLES, '') : html;
}
