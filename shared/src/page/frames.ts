// A release's prerendered frames (infra/build/prerender/render-frames.tsx) and the styles the served page carries once.

/** Beside a release's manifest: its prerendered frames. */
export const FRAMES_FILE = 'frames.json';
export interface FramesFile {
  /** Path → the HTML to set into the remote's slot. */
  frames: Record<string, string>;
  /** The paths only a signed-in user sees: a visitor with no session is sent to /login (product.md#pages). */
  signedInOnly?: string[];
  /**
   * The pages the release answers (`/tasks/view/:filter`: a `:name` segment is any one segment); any
   * other path under its routes is its "Page not found", which the host serves as a 404. A release
   * without it answers every path under its routes.
   */
  pages?: string[];
  /**
   * Path → the API reads a visitor's first view of it makes (`findwork/advisers?sort=newest&limit=24`, under
   * the API's base): the host has a visitor with no session start them with the page's own scripts.
   */
  reads?: Record<string, string[]>;
}

/**
 * How a prerender marks an API read in a frame: React's `preload` of `fairgo-api:<address under the API's
 * base>` (`preloadForVisitors`, @fairgo/shared/queries). Only the host knows the API's base (its runtime
 * configuration), so the build takes the marks out of the frame (`takeServedReads`) into `reads`.
 */
export const SERVED_READ_SCHEME = 'fairgo-api:';

const SERVED_READ = new RegExp(`<link rel="preload" href="${SERVED_READ_SCHEME}([^"]*)"[^>]*>`, 'g');
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** A prerendered frame without its marked reads, and those reads (their addresses, unescaped). */
export function takeServedReads(html: string): { html: string; reads: string[] } {
  const reads: string[] = [];
  const rest = html.replace(SERVED_READ, (_, address: string) => {
    reads.push(address.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!));
    return '';
  });
  return { html: rest, reads };
}

/** Whether `path` is the page `pattern` names: the same segments, a `:name` segment standing for any one. */
export function isPage(pattern: string, path: string) {
  const want = pattern.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]))
  );
}

/**
 * What Emotion writes in `data-emotion` on the style elements of global styles (Chakra's reset and the
 * tokens' variables) under the design system's cache key, `css`: the shell's served page carries them
 * once, a remote's frame never (`renderStatic`), and a page that has them makes none (`getSystem`).
 */
export const GLOBAL_STYLES_MARK = 'css-global';
