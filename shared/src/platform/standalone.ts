import { createPlatform } from './create-platform';
import { createSessionStore } from './session-store';

/**
 * The local platform a remote gets when it runs alone (`npm run dev -w <remote>`): its own
 * session store on the same localStorage keys, and navigation through the History API.
 */
export function createStandalonePlatform() {
  const session = createSessionStore();
  void session.getState().restore();
  return createPlatform({
    session,
    navigate(to, { replace = false } = {}) {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
}
