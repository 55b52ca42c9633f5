import type { SessionStore } from './session-store';

export interface StatusMessage {
  status: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
}

/**
 * What the shell hands every remote at mount, as single-spa custom props (ARCHITECTURE §2.4).
 * A remote run standalone gets a local implementation of the same contract (./standalone).
 */
export interface PlatformContract {
  session: SessionStore;
  /** Moves to another route of the site, whichever app owns it, without a page reload. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The sign-in dialog (Sign In, Register, Close), with the situation's own message. */
  requireSignIn: (message?: string) => void;
  /** The membership dialog for employers whose membership is missing or expired. */
  requireMembership: () => void;
  /** A status dialog: success or error of an action. */
  showStatus: (message: StatusMessage) => void;
}
