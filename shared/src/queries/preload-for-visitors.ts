import { preload } from 'react-dom';
import { addressOf, type CallOptions } from '@fairgo/shared/api';
import type { ApiRoute } from '../contract/routes';
import { SERVED_READ_SCHEME } from '@fairgo/shared/page';

type Read = Extract<ApiRoute, `GET ${string}`>;

/**
 * Marks a read as one a visitor's first view of the page makes, so that the served page starts it with its
 * own scripts rather than after the remote's first render (docs/architecture.md, "How a page is served").
 * Only a prerender marks it: React's `preload` writes it into the frame, the build moves it to the
 * release's frames.json (`takeServedReads`), and the host puts it in the page's start template for a
 * visitor with no session, where the browser's own call of the same address takes the preloaded answer.
 * In the browser it does nothing, and `options` (a function) is never called: a hook that renders often
 * builds no query for it.
 */
export function preloadForVisitors<Route extends Read>(route: Route, options?: () => CallOptions<Route>) {
  if (typeof document !== 'undefined') return;
  preload(SERVED_READ_SCHEME + addressOf(route, options?.() as Parameters<typeof addressOf>[1]), {
    as: 'fetch',
    crossOrigin: 'use-credentials',
  });
}
