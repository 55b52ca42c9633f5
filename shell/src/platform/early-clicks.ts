/**
 * The clicks on links and buttons the page's inline script (index.html) kept while the shell was
 * starting, on this global: a list until the shell takes them, then nothing. `starting` tells the
 * script the shell's code runs, so it no longer follows a kept link on its own after 8 s.
 */
const EARLY_CLICKS = '__fairgoEarlyClicks';

type EarlyClicks = { [EARLY_CLICKS]?: Element[] & { starting?: boolean } };

/** The shell's first script runs: the clicks are the shell's to replay (or to follow, if it fails). */
export function shellIsStarting(win: Window = window) {
  const clicks = (win as EarlyClicks)[EARLY_CLICKS];
  if (clicks) clicks.starting = true;
}

/** Takes the kept clicks: from now on every click is the app's. */
function takeEarlyClicks(win: Window): Element[] {
  const clicks = (win as EarlyClicks)[EARLY_CLICKS] ?? [];
  delete (win as EarlyClicks)[EARLY_CLICKS];
  return clicks;
}

/**
 * Once the shell has adopted the served page: each kept click is clicked again on the same element, now
 * handled (a navbar link moves within the page). An element the first render replaced (the page did not
 * match it) is gone: a link's address is navigated to instead.
 */
export function replayEarlyClicks(navigate: (to: string) => void, win: Window = window) {
  for (const element of takeEarlyClicks(win)) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
    else if (element instanceof HTMLAnchorElement) navigate(element.pathname + element.search + element.hash);
  }
}

/** The shell could not start: the last link kept is followed as a plain link, as it would have been without the shell. */
export function followEarlyLinks(win: Window = window) {
  const link = takeEarlyClicks(win).findLast((element) => element instanceof HTMLAnchorElement);
  if (link) win.location.assign((link as HTMLAnchorElement).href);
}
