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
