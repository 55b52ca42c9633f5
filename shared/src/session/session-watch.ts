import { onSessionRefused } from '@fairgo/shared/api';
import type { DialogStore } from '../platform/dialog-store';
import type { SessionStore } from './session-store';

/** Coming back to a tab fires both `focus` and `visibilitychange`: one check of the session for both. */
const REFRESH_AT_MOST_EVERY_MS = 2_000;

/**
 * Keeps the page's session true to the server's and to the other tabs': a tab signed in or out
 * elsewhere follows; a request the server refuses as unauthenticated ends the session and asks the
 * person to sign in again in a dialog, over the page they were working on (or, when an admin suspended
 * the account, tells them why); and coming back to the
 * tab re-reads the user, so a membership just paid for shows without signing in again.
 */
export function keepSessionTrue(session: SessionStore, dialogs: DialogStore, win: Window = window): () => void {
  const stopFollowing = session.getState().followOtherTabs(win);
  const stopListening = onSessionRefused((token, suspended) => {
    const { status, token: current, user } = session.getState();
    if (status !== 'loggedIn' || token !== current) return;
    session.getState().end();
    dialogs.getState().open({ kind: 'sessionEnded', email: user?.email, suspended });
  });
  let lastRefresh = 0;
  const refresh = () => {
    if (win.document.visibilityState !== 'visible' || Date.now() - lastRefresh < REFRESH_AT_MOST_EVERY_MS) return;
    lastRefresh = Date.now();
    void session.getState().refresh();
  };
  win.document.addEventListener('visibilitychange', refresh);
  win.addEventListener('focus', refresh);
  return () => {
    stopFollowing();
    stopListening();
    win.document.removeEventListener('visibilitychange', refresh);
    win.removeEventListener('focus', refresh);
  };
}
