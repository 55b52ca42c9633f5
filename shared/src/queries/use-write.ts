import { QueryClientContext, useMutation } from '@tanstack/react-query';
import { useContext } from 'react';
import { isApiError } from '@fairgo/shared/api';
import { toldOf, type Failure } from '../actions/log-failure';
import { clientOfWritesAlone } from './query-client';

export interface WriteOptions<Args extends unknown[], Result> {
  /**
   * Its failure, from its app's table (`FAILURES.acceptOffer`): logged once with its code, and what the
   * person is told (the table's `said`); or, for a hook that makes several kinds of write, the failure of each.
   */
  failure: Failure | ((...args: Args) => Failure);
  /** The write itself, and what it reloads once it went; it throws to fail. */
  write: (...args: Args) => Promise<Result>;
  /**
   * Where the person is told of a failure, when not beside the form (`failure`): the platform's status
   * dialog, with the text from the table. Not called for a session the server refused, which the
   * platform tells (it asks to sign in again over the page).
   */
  tell?: (text: string, error: unknown, ...args: Args) => void;
}

export interface Write<Args extends unknown[]> {
  /** Makes the write; answers whether it succeeded. */
  run: (...args: Args) => Promise<boolean>;
  busy: boolean;
  /** What the last write's failure tells beside its form (its table's text), until the next; null otherwise. */
  failure: string | null;
}

/**
 * A person's write (a save, a send, an accept), as a TanStack Query mutation: `busy` while it runs, so its
 * button shows it and cannot be pressed twice; a failure is logged once with its code (the query
 * client's mutation cache) and told with its table's text. What was typed stays where it was.
 * Each app's writes call it from their feature's `api/` folder (`useSendOffer`, `useSendFeedback`):
 * the call, its failure and the data it reloads in one place; components only press it.
 * Under a `QueryRoot` it uses the root's client; elsewhere (a page that loads nothing) one of its own.
 */
export function useWrite<Args extends unknown[], Result>({
  failure,
  write,
  tell,
}: WriteOptions<Args, Result>): Write<Args> {
  const failureOf = (args: Args) => (typeof failure === 'function' ? failure(...args) : failure);
  const client = useContext(QueryClientContext) ?? clientOfWritesAlone();
  const mutation = useMutation<Result, unknown, Args>(
    {
      mutationFn: (args) => write(...args),
      meta: { log: (args) => failureOf(args as Args) },
      onError: (error, args) => {
        const text = toldOf(failureOf(args), error);
        if (tell && text !== null && !sessionRefused(error)) tell(text, error, ...args);
      },
    },
    client,
  );
  const { error, variables } = mutation;
  const failed = mutation.isError && !tell && !sessionRefused(error) && variables !== undefined;
  return {
    run: (...args) =>
      mutation.mutateAsync(args).then(
        () => true,
        () => false,
      ),
    busy: mutation.isPending,
    failure: failed ? toldOf(failureOf(variables), error) : null,
  };
}

const sessionRefused = (error: unknown) => isApiError(error) && error.sessionRefused;
