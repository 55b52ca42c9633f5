import { navigateToUrl, start } from 'single-spa';

let routingStarted = false;

/**
 * Starts single-spa once the registry has answered. From then on single-spa patches the History API
 * and announces every change with a popstate event, which the shell's own pages follow too.
 */
export function startRouting() {
  routingStarted = true;
  start({ urlRerouteOnly: true });
}

/**
 * Moves to any route of the site without a reload. single-spa patches the History API, so the
 * change reaches single-spa (which app is active) and every React Router (what it renders).
 * Until single-spa starts (the registry is still on its way) nothing announces the change, so a
 * click made that early is announced here; single-spa routes by the address once it starts.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.history.replaceState(window.history.state, '', to);
  else navigateToUrl(to);
  if (!routingStarted) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
