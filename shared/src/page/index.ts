// What the shell's host and the shell agree on in a served page (docs/architecture.md, "How a page is served"): the host sets
// the registry and the active remote's prerendered frame into the HTML; the shell reads them back.
import type { RegistryEntry } from '../contract';
import { TOKEN_KEY } from '@fairgo/shared/rules';

/** The element of a remote's slot, which single-spa mounts the remote into. */
export const slotId = (name: string) => `remote-slot-${name}`;

/**
 * The element, in every page of the shell, that holds the remotes' slots. The shell's React root
 * renders it empty and never looks inside (single-spa's remotes own what is in it); the host serves
 * the active remote's slot in it, with that remote's prerendered frame.
 */
export const REMOTE_OUTLET_ID = 'fairgo-remotes';

/** A remote's slot as the host serves it in the outlet, holding the remote's frame (`frameHtml`), inert until the remote mounts. */
export function servedSlotHtml(name: string, frameHtml: string | null): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<div data-remote="${attribute(name)}"><div id="${attribute(slotId(name))}"${frameHtml ? ' inert=""' : ''}>${frameHtml ?? ''}</div></div>`;
}

/**
 * What Emotion writes in `data-emotion` on the style elements of global styles (Chakra's reset and the
 * tokens' variables) under the design system's cache key, `css`: the shell's served page carries them
 * once, a remote's frame never (`renderStatic`), and a page that has them makes none (`getSystem`).
 */
export const GLOBAL_STYLES_MARK = 'css-global';

/** The `<script type="application/json">` that carries the registry the page was served with. */
export const REGISTRY_SCRIPT_ID = 'fairgo-registry';

/** JSON made safe to sit inside a `<script>` element: nothing in it can close the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The registry the host served the page with, or null when it sent none (or something unreadable). */
export function readInlineRegistry(root: Document): RegistryEntry[] | null {
  const text = root.getElementById(REGISTRY_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as RegistryEntry[]) : null;
  } catch {
    return null;
  }
}

/** The remotes whose slot the page was served with a prerendered frame in (read before they mount). */
export function readServedFrames(root: Document): string[] {
  return [...root.querySelectorAll<HTMLElement>(`#${REMOTE_OUTLET_ID} > [data-remote]`)]
    .filter((wrapper) => wrapper.firstElementChild?.id === slotId(wrapper.dataset.remote!))
    .filter((wrapper) => wrapper.firstElementChild!.hasChildNodes())
    .map((wrapper) => wrapper.dataset.remote!);
}

/** Whether a remote owns a path: one of its route prefixes, whole segments only (/find-work ≠ /find-worker). */
export const ownsPath = (entry: Pick<RegistryEntry, 'routes'>, pathname: string) =>
  entry.routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));

export { pagePath } from './page-path';

/** Beside a release's manifest: its prerendered frames (infra/build/prerender/render-frames.tsx). */
export const FRAMES_FILE = 'frames.json';
export interface FramesFile {
  /** Path → the HTML to set into the remote's slot. */
  frames: Record<string, string>;
  /** The paths only a signed-in user sees: a visitor with no session is sent to /login (spec §2). */
  signedInOnly?: string[];
}

/** On what a page shows while the session is checked, on a path only a signed-in user sees (RequireSession). */
export const REQUIRES_SESSION_ATTRIBUTE = 'data-requires-session';

/**
 * The first script of a page only a signed-in user sees: a visitor with no session goes to /login
 * before anything else loads (spec §2), instead of after the remote has loaded, rendered and
 * found no session, to come back here once signed in (platform/sign-in.ts reads `next`). A stored
 * token that is no longer valid is still found out by RequireSession.
 */
export const SIGNED_OUT_REDIRECT_SCRIPT = `<script>try{if(!localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))location.replace("/login?next="+encodeURIComponent(location.pathname+location.search))}catch(e){}</script>`;

/** The parts of a release's `mf-manifest.json` the site reads. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** Every remote's entry sits beside its manifest under one name (infra/build/create-app-config.cjs). */
export const remoteEntryUrl = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

/** The chunks a remote's `./spa` mounts with, as URLs beside its manifest. */
export const spaChunkUrls = (manifestUrl: string, manifest: Pick<FederationManifest, 'exposes'>) =>
  (manifest.exposes.find((expose) => expose.path === './spa')?.assets.js.sync ?? []).map(
    (file) => new URL(file, manifestUrl).href,
  );

export { pagesOnDemand, type PageLoader } from './pages-on-demand';

export {
  BUCKET_COOKIE,
  BUCKET_KEY,
  BUCKET_PATTERN,
  bucketCookie,
  bucketFromCookie,
  forVisitor,
  inCanary,
} from './canary';
