let routingStarted = false;

/**
 * Called once single-spa has started (register-remote-apps.ts): from then on it patches the History
 * API and announces every change with a popstate event, which the shell's own pages follow too.
 */
export function routingHasStarted() {
  routingStarted = true;
}

/**
 * Moves to any route of the site without a reload. Once single-spa has started, its patched History
 * API carries the change to single-spa (which app is active) and every React Router (what it renders).
 * Until then (the registry is on its way, or no remote has been needed yet) nothing announces the
 * change, so it is announced here: the shell's pages follow it, and so does `routeRemotesWhenNeeded`.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(null, '', to);
  if (!routingStarted) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
