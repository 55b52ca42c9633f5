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
  /**
   * Tells the user it failed, with the spec's message for it (product.md#messages); it gets `run`'s arguments too.
   * A text it answers is kept as `failure`, for the form to show beside its button, until the next run.
   */
  failed: (error: unknown, ...args: Args) => string | void;
}

export interface Action<Args extends unknown[]> {
  /** Runs it; answers whether it succeeded. */
  run: (...args: Args) => Promise<boolean>;
  busy: boolean;
  /** The message of the last run's failure that `failed` answered, or null. */
  failure: string | null;
}

/**
 * A person's action (a save, a send, an accept): `busy` while it runs, so its button shows it and
 * cannot be pressed twice; a failure is logged once, with its code, and handed to `failed`, which
 * shows the spec's message. What was typed stays where it was. `run` answers whether it succeeded.
 * A session the server refused is the platform's to tell (it asks to sign in again over the page).
 * Each app's writes call it from their feature's `api/` folder (`useSendOffer`, `useSendFeedback`):
 * the call, its code, its messages and the data it refreshes in one place; components only press it.
 */
export function useAction<Args extends unknown[]>({ log, run, failed }: ActionOptions<Args>): Action<Args> {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async (...args: Args): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await run(...args);
      return true;
    } catch (error) {
      logFailure(typeof log === 'function' ? log(...args) : log, error);
      if (!(isApiError(error) && error.sessionRefused)) setFailure(failed(error, ...args) ?? null);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run: start, busy, failure };
}
