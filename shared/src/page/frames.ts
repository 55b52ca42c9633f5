// A release's prerendered frames (infra/build/prerender/render-frames.tsx) and the styles the served page carries once.

/** Beside a release's manifest: its prerendered frames. */
export const FRAMES_FILE = 'frames.json';
export interface FramesFile {
  /** Path → the HTML to set into the remote's slot. */
  frames: Record<string, string>;
  /** The paths only a signed-in user sees: a visitor with no session is sent to /login (spec §2). */
  signedInOnly?: string[];
}

/**
 * What Emotion writes in `data-emotion` on the style elements of global styles (Chakra's reset and the
 * tokens' variables) under the design system's cache key, `css`: the shell's served page carries them
 * once, a remote's frame never (`renderStatic`), and a page that has them makes none (`getSystem`).
 */
export const GLOBAL_STYLES_MARK = 'css-global';
