import type { PlatformContract } from './contract';
import { createDialogStore, type DialogStore } from './dialog-store';
import type { SessionStore } from '../session/session-store';

export const DEFAULT_SIGN_IN_MESSAGE = 'Please sign in or register to continue.';

/** Builds the platform contract over a session store, a navigate function and a dialog store. */
export function createPlatform(options: {
  session: SessionStore;
  navigate: PlatformContract['navigate'];
  loadRemoteModule: PlatformContract['loadRemoteModule'];
}): {
  contract: PlatformContract;
  dialogs: DialogStore;
} {
  const dialogs = createDialogStore();
  const { open } = dialogs.getState();
  return {
    dialogs,
    contract: {
      session: options.session,
      navigate: options.navigate,
      requireSignIn: (message = DEFAULT_SIGN_IN_MESSAGE) => open({ kind: 'signIn', message }),
      requireMembership: (options = {}) => open({ kind: 'membership', email: options.email }),
      showStatus: (message) => open({ kind: 'status', ...message }),
      loadRemoteModule: options.loadRemoteModule,
    },
  };
}
