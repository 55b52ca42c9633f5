import { createStore, type StoreApi } from 'zustand/vanilla';
import { isApiError, request, TOKEN_KEY } from '@fairgo/shared/api';
import type { User } from '@fairgo/shared/contract';
import { subscriptionRequired } from '../platform/membership';

export const USER_KEY = 'user';

/** The server's copy of the user a token signs in, if it still does (POST /api/login/verifyToken). */
const currentUser = async (token: string) => (await request('POST login/verifyToken', { json: { token } })).user;

export interface SessionState {
  /**
   * `checking` while a stored token is being verified at start-up. `ended` when the server refused the
   * session while a page of it was open: signed out everywhere, but the page and what was typed in it
   * stay until the person signs in again (back to `loggedIn`) or gives up (`loggedOut`).
   */
  status: 'checking' | 'loggedIn' | 'loggedOut' | 'ended';
  token: string | null;
  user: User | null;
  /** product.md#states: set for employer/both at login, unset for other roles and when logged out. */
  subscriptionRequired: boolean | undefined;
  login: (token: string, user: User) => void;
  /** Signs in with an e-mail and password through the API; an ApiError when refused. */
  signIn: (email: string, password: string) => Promise<User>;
  logout: () => void;
  /** The server refused this session's token: forget it without revoking it, keeping the page. */
  end: () => void;
  /**
   * Follows the session other tabs of the site sign in or out (the `storage` event), so every tab
   * agrees on it; answers a function that stops following.
   */
  followOtherTabs: (win?: Window) => () => void;
  updateUser: (changes: Partial<User>) => void;
  /** Verifies the stored token with the server (product.md#session); failure or an error logs out. */
  restore: () => Promise<void>;
  /**
   * Fetches the signed-in user's current record (a membership bought in another tab) and returns
   * whether it changed. A session the server ended logs out; a network failure changes nothing.
   */
  refresh: () => Promise<boolean>;
}

export type SessionStore = StoreApi<SessionState>;

function readStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

const loggedOut = { status: 'loggedOut', token: null, user: null, subscriptionRequired: undefined } as const;

/** The session store, owned by the shell and handed to every remote through the platform contract. */
export function createSessionStore(): SessionStore {
  return createStore<SessionState>()((set, get) => ({
    status: 'checking',
    token: null,
    user: null,
    subscriptionRequired: undefined,

    login(token, user) {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(USER_KEY, JSON.stringify(user));
      set({ status: 'loggedIn', token, user, subscriptionRequired: subscriptionRequired(user) });
    },

    async signIn(email, password) {
      const { token, user } = (await request('POST login', { json: { email: email.trim(), password } })).data.UserObj;
      get().login(token, user);
      return user;
    },

    end() {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      set({ ...loggedOut, status: 'ended' });
    },

    followOtherTabs(win = window) {
      const follow = (event: StorageEvent) => {
        if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
        const token = localStorage.getItem(TOKEN_KEY);
        const user = readStoredUser();
        // Signed out there (that tab revoked its token itself); a page whose session ended stays as it is.
        if (!token || !user) return void (get().status === 'loggedIn' && set(loggedOut));
        if (token === get().token && JSON.stringify(user) === JSON.stringify(get().user)) return;
        set({ status: 'loggedIn', token, user, subscriptionRequired: subscriptionRequired(user) });
      };
      win.addEventListener('storage', follow);
      return () => win.removeEventListener('storage', follow);
    },

    logout() {
      // The server revokes the token; the session ends here whether or not that call succeeds.
      const token = get().token;
      if (token) void request('POST logout', { headers: { Authorization: token } }).catch(() => undefined);
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      set(loggedOut);
    },

    updateUser(changes) {
      const user = get().user;
      if (!user) return;
      const next = { ...user, ...changes };
      localStorage.setItem(USER_KEY, JSON.stringify(next));
      set({ user: next });
    },

    async refresh() {
      const { token, user } = get();
      if (!token || !user) return false;
      try {
        const current = await currentUser(token);
        if (JSON.stringify(current) === JSON.stringify(user)) return false;
        localStorage.setItem(USER_KEY, JSON.stringify(current));
        set({ user: current, subscriptionRequired: subscriptionRequired(current) });
        return true;
      } catch (error) {
        // A session the platform has just ended (its dialog is open over the page) stays ended.
        if (isApiError(error) && error.status === 401 && get().status === 'loggedIn') get().logout();
        return false;
      }
    },

    async restore() {
      const token = localStorage.getItem(TOKEN_KEY);
      const user = readStoredUser();
      if (!token || !user) {
        set(loggedOut);
        return;
      }
      const leaving = watchPageLeaving();
      try {
        // The server's copy of the user is the fresher one (a membership bought in another tab).
        const current = (await currentUser(token)) ?? user;
        localStorage.setItem(USER_KEY, JSON.stringify(current));
        set({ status: 'loggedIn', token, user: current, subscriptionRequired: subscriptionRequired(current) });
      } catch (error) {
        // A tab closed or left while its check was under way aborts the check: no answer from the
        // server, and no reason to sign every other tab out.
        if (leaving.left()) return;
        console.error('[session] stored token could not be verified; logging out', error);
        // Only the session that failed is forgotten: another tab may have stored a new one meanwhile
        // (and a page being left aborts its check, which must not sign the next page out).
        if (localStorage.getItem(TOKEN_KEY) === token) {
          localStorage.removeItem(TOKEN_KEY);
          localStorage.removeItem(USER_KEY);
        }
        set(loggedOut);
      } finally {
        leaving.stop();
      }
    },
  }));
}

/** Follows whether the page is being left (`pagehide`: closed, navigated away, or put in the back-forward cache). */
function watchPageLeaving() {
  let left = false;
  const onHide = () => {
    left = true;
  };
  globalThis.addEventListener?.('pagehide', onHide);
  return { left: () => left, stop: () => globalThis.removeEventListener?.('pagehide', onHide) };
}
