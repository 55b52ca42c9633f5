import type { RegistryEntry } from '@fairgo/shared/contract';
import {
  jsonForScript,
  REGISTRY_SCRIPT_ID,
  SIGNED_OUT_REDIRECT_SCRIPT,
  REMOTE_OUTLET_ID,
  SERVED_STYLES_ATTRIBUTE,
  servedSlotHtml,
  START_TEMPLATE_ID,
} from '@fairgo/shared/page';
import { inlineScriptHashes } from '../security-headers';

const SITE_NAME = 'FairGo';

/** A file the page will need, fetched while the HTML is read: `fetch` with CORS (a manifest) or a plain script. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/** The remote that owns a page's path, as its current release serves it. */
export interface ServedRemote {
  entry: RegistryEntry;
  /** Its release's prerendered frame of the path, if it has one. */
  frame: string | null;
  /** Whether only a signed-in user sees the path (its release says so): a visitor with no session goes to /login first. */
  signedInOnly: boolean;
  /** The path is none of the release's pages: it shows its "Page not found", served as a 404. */
  unknownPage?: boolean;
  preloads: Preload[];
  /** The API reads a visitor's first view of the path makes (under the API's base; the frames' `reads`). */
  reads?: string[];
}

export interface PageParts {
  /** The runtime configuration (`window.__FAIRGO_CONFIG__`). */
  config: { apiBaseUrl: string; healthSampleRate?: number };
  /** The registry as the host read it; null when it could not (the shell then asks for it itself). */
  registry: RegistryEntry[] | null;
  remote: ServedRemote | null;
  /** The page was asked for with a query (`?jobs=…`): its remote reads what that names, not its first view's reads. */
  withQuery?: boolean;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A preload of the page's start template: fetched once the page has painted, at low priority, so
 * that the shell's own scripts come first.
 */
const preloadTag = ({ href, as }: Preload) =>
  `<link rel="preload" as="${as}" href="${escapeAttribute(href)}" fetchpriority="low"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/**
 * A read a visitor's first view makes, started with the page's own scripts: the app's call of the same
 * address (`credentials: 'include'`) takes its answer. A signed-in user's call carries their session and
 * gets another answer, so the page's start script leaves out what is `data-visitor-only` when one is
 * signed in (shell/src/index.html).
 */
const readTag = (apiBaseUrl: string, address: string) =>
  `<link rel="preload" as="fetch" href="${escapeAttribute(`${apiBaseUrl}/${address}`)}" crossorigin="use-credentials" data-visitor-only>`;

/**
 * A page as the host serves it (docs/architecture.md, "How a page is served"): the shell's prerendered template with the runtime
 * configuration and the registry inline (no round trip for it), preloads of what the path's remote
 * mounts with in the page's start template (fetched once the page has painted, with the shell's own
 * scripts), the API reads of a visitor's first view of the path there too (`readTag`; not on a page
 * asked for with a query), and that remote's prerendered frame in its slot (in the shell's remote outlet), inert:
 * it has no handlers until the remote adopts it (hydrates), so it takes no input until then. On a path only a signed-in user sees,
 * a visitor with no stored session is sent to /login by the page's first script. Nothing in the page is per user,
 * so a CDN may keep it. `scriptHashes` are the page's own inline scripts (the template's and those added
 * here), which its Content-Security-Policy allows; a script in a remote's frame is not one of them.
 * The inline styles of the prerendered trees are moved into the head, where the browser's Emotion cache
 * takes them as written (`hoistServedStyles`).
 */
export function composePage(
  template: string,
  { config, registry, remote, withQuery = false }: PageParts,
): { html: string; scriptHashes: string[] } {
  const head = [
    remote?.signedInOnly ? SIGNED_OUT_REDIRECT_SCRIPT : '',
    `<script>window.__FAIRGO_CONFIG__=${jsonForScript(config)}</script>`,
    registry ? `<script type="application/json" id="${REGISTRY_SCRIPT_ID}">${jsonForScript(registry)}</script>` : '',
  ].join('');
  const start = `<template id="${START_TEMPLATE_ID}">`;
  // A file the shell's own start template preloads already is not asked for twice.
  const reads = withQuery ? [] : (remote?.reads ?? []);
  const preloads =
    reads.map((address) => readTag(config.apiBaseUrl, address)).join('') +
    (remote?.preloads ?? [])
      .filter(({ href }) => !template.includes(`href="${escapeAttribute(href)}"`))
      .map(preloadTag)
      .join('');
  const outlet = `<div id="${REMOTE_OUTLET_ID}">`;
  const slot = remote ? servedSlotHtml(remote.entry.name, remote.frame) : '';
  const withHead = template.replace('<!--fairgo-config-->', () => head).replace(start, () => start + preloads);
  return {
    html: hoistServedStyles(titledByHeading(withHead.replace(outlet, () => outlet + slot))),
    scriptHashes: inlineScriptHashes(withHead),
  };
}

/**
 * Each page's <title> is its own: its main heading and the site's name ('Find a job that fits you ·
 * FairGo'), as the shell keeps it once running (shell/src/platform/page-titles.ts). The heading is
 * HTML already (escaped as the page shows it), so only its tags are dropped.
 */
export function titledByHeading(html: string): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const text = heading
    ?.replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return html;
  return html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${text} · ${SITE_NAME}</title>`);
}

const INLINE_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The page with the inline styles of its body (Emotion's, each before the element it styles) moved to the
 * end of its head, in the order they came, under the attribute the browser's Emotion cache reads them by
 * (`SERVED_STYLES_ATTRIBUTE`, @fairgo/shared/page).
 */
export function hoistServedStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const styles: string[] = [];
  const rest = html.slice(headEnd).replace(INLINE_STYLE, (_, names: string, css: string) => {
    styles.push(`<style ${SERVED_STYLES_ATTRIBUTE}="${names}">${css}</style>`);
    return '';
  });
  return html.slice(0, headEnd) + styles.join('') + rest;
}
