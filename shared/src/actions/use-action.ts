import { useState } from 'react';
import { isApiError } from '@fairgo/shared/api';
import { logFailure, type FailureCode } from './log-failure';

export interface ActionOptions<Args extends unknown[]> {
  /**
   * Its failure code, from its app's table (`FAILURES.acceptOffer`, 'TASKS-001 accepting an offer'), for
   * the one log line of a failure; or, for a hook that runs several kinds of action, the code of each.
   */
  log: FailureCode | ((...args: Args) => FailureCode);
  /** What the action does, success message included; it throws to fail. */
  run: (...args: Args) => Promise<unknown>;
  /** Tells the user it failed, with the spec's message for it (spec §8); it gets `run`'s arguments too. */
  failed: (error: unknown, ...args: Args) => void;
}

/**
 * A person's action (a save, a send, an accept): `busy` while it runs, so its button shows it and
 * cannot be pressed twice; a failure is logged once, with its code, and handed to `failed`, which
 * shows the spec's message. What was typed stays where it was. `run` answers whether it succeeded.
 * A session the server refused is the platform's to tell (it asks to sign in again over the page).
 */
export function useAction<Args extends unknown[]>({ log, run, failed }: ActionOptions<Args>) {
  const [busy, setBusy] = useState(false);
  const start = async (...args: Args): Promise<boolean> => {
    setBusy(true);
    try {
      await run(...args);
      return true;
    } catch (error) {
      logFailure(typeof log === 'function' ? log(...args) : log, error);
      if (!(isApiError(error) && error.sessionRefused)) failed(error, ...args);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run: start, busy };
}
