/**
 * The clicks on links and buttons the page's inline script (index.html) kept while the shell was
 * starting, on this global: a list until the shell takes them, then nothing.
 */
const EARLY_CLICKS = '__fairgoEarlyClicks';

type EarlyClicks = { [EARLY_CLICKS]?: Element[] };

/**
 * Once the shell has adopted the served page: clicks from now on are React's, and each kept one is
 * clicked again on the same element, now handled (a navbar link moves within the page). An element the
 * first render replaced (the page did not match it) is gone: a link's address is navigated to instead.
 */
export function replayEarlyClicks(navigate: (to: string) => void, win: Window = window) {
  const clicks = (win as EarlyClicks)[EARLY_CLICKS] ?? [];
  delete (win as EarlyClicks)[EARLY_CLICKS];
  for (const element of clicks) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
    else if (element instanceof HTMLAnchorElement) navigate(element.pathname + element.search + element.hash);
  }
}
