import { createPlatform } from './create-platform';
import { createSessionStore } from '../session/session-store';

import type { PlatformContract } from './contract';

const noOtherRemotes: PlatformContract['loadRemoteModule'] = (id) =>
  Promise.reject(new Error(`${id} cannot be loaded: this remote runs alone, without the other remotes.`));

/**
 * The local platform a remote gets when it runs alone (`npm run dev -w <remote>`): its own
 * session store on the same localStorage keys, and navigation through the History API. A remote
 * that uses another remote's exposed modules passes its own `loadRemoteModule`.
 */
export function createStandalonePlatform({
  loadRemoteModule = noOtherRemotes,
}: { loadRemoteModule?: PlatformContract['loadRemoteModule'] } = {}) {
  const session = createSessionStore();
  void session.getState().restore();
  return createPlatform({
    session,
    loadRemoteModule,
    navigate(to, { replace = false } = {}) {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
}
