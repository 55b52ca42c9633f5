import type { SessionStore } from '../session/session-store';

export interface StatusMessage {
  status: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
  /**
   * The dialog's one button: 'OK' that closes by default, or a label that also goes somewhere:
   * `to` a route of the site, or `href` a page elsewhere (a provider's), opened in a new tab.
   */
  action?: { label: string; to?: string; href?: string };
}

/**
 * What the shell hands every remote at mount, as single-spa custom props (architecture.md#the-platform-contract).
 * A remote run standalone gets a local implementation of the same contract (./standalone).
 */
export interface PlatformContract {
  session: SessionStore;
  /** Moves to another route of the site, whichever app owns it, without a page reload. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The sign-in dialog (Sign In, Register, Close), with the situation's own message. */
  requireSignIn: (message?: string) => void;
  /**
   * The membership dialog for employers whose membership is missing or expired, with the plans
   * and the purchase; `email` prefills the payment page for someone not signed in yet.
   */
  requireMembership: (options?: { email?: string }) => void;
  /** A status dialog: success or error of an action. Dialogs asked for together show one after another. */
  showStatus: (message: StatusMessage) => void;
  /**
   * Loads a module another remote deliberately exposes through Module Federation, such as
   * 'mf_marketplace/post-form'; their names and shapes are in ./exposed.
   */
  loadRemoteModule: <T>(id: string) => Promise<T>;
  /**
   * Counts a render error the remote's boundary caught in its health; the shell hands each
   * remote its own. Absent in a remote run standalone.
   */
  reportRenderError?: (error: unknown) => void;
}
