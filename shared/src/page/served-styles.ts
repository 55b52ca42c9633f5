// The served page's styles. A prerendered tree carries Emotion's styles inline, each before the element it
// styles (`<style data-emotion="css NAME…">`). In the browser, Emotion would move every one of them into the
// head before React hydrates, and each move is a style sheet taken out and put in again: the browser then
// styles every element of the page afresh, the longest task of a phone's start-up (docs/performance.md,
// "The served styles stay where they are"). So the host moves them into the head as it serves the page,
// under an attribute Emotion does not look for, and the design system's cache takes their names as written
// (`emotionCache`, @fairgo/shared/ui): nothing moves, and no rule is written twice.

/** The attribute of a style element the host moved into the head: Emotion's key and the names it holds. */
export const SERVED_STYLES_ATTRIBUTE = 'data-served-emotion';

const INLINE_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/** The page with the inline styles of its body moved to the end of its head, in the order they came. */
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

/** The names of the styles a served page carries: Emotion's key is the first word of each attribute. */
export const servedStyleNames = (root: ParentNode): string[] =>
  [...root.querySelectorAll(`style[${SERVED_STYLES_ATTRIBUTE}]`)].flatMap((style) =>
    style.getAttribute(SERVED_STYLES_ATTRIBUTE)!.split(' ').slice(1),
  );
