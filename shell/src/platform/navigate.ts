import { navigateToUrl } from 'single-spa';

/**
 * Moves to any route of the site without a reload. single-spa patches the History API, so the
 * change reaches single-spa (which app is active) and every React Router (what it renders).
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.history.replaceState(window.history.state, '', to);
  else navigateToUrl(to);
}
