// The served page's styles. A prerendered tree carries Emotion's styles inline, each before the element it
// styles (`<style data-emotion="css NAME…">`). In the browser, Emotion would move every one of them into the
// head before React hydrates, and each move is a style sheet taken out and put in again: the browser then
// styles every element of the page afresh, the longest task of a phone's start-up (docs/performance.md,
// "The served styles stay where they are"). So the host moves them into the head as it serves the page,
// under an attribute Emotion does not look for, and the design system's cache takes their names as written
// (`WithServedStyles`, @fairgo/shared/ui): nothing moves, and no rule is written twice. The host's half is
// `hoistServedStyles` (infra/hosting/src/pages/compose-page.ts).

/** The attribute of a style element the host moved into the head: Emotion's key and the names it holds. */
export const SERVED_STYLES_ATTRIBUTE = 'data-served-emotion';

/** The names of the styles a served page carries: Emotion's key is the first word of each attribute. */
export const servedStyleNames = (root: ParentNode): string[] =>
  [...root.querySelectorAll(`style[${SERVED_STYLES_ATTRIBUTE}]`)].flatMap((style) =>
    style.getAttribute(SERVED_STYLES_ATTRIBUTE)!.split(' ').slice(1),
  );
