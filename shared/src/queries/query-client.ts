import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { refusal } from '@fairgo/shared/api';
import { QUERY_FAILURES } from '../actions/failures';
import { logFailure, type Failure } from '../actions/log-failure';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query names its failure, from its app's table: `useLoad`'s `failure`, or `meta: { log: … }` for one that only logs. */
    queryMeta: { log: Failure };
    /** A write names its failure (`useWrite`'s `failure`), or the failure of what it was given. */
    mutationMeta: { log: (variables: unknown) => Failure };
  }
}

// product.md#messages: a failed load is retried once, then logged once (its code from the query's meta) and its
// message shown; data is fresh for half a minute unless a feature's hook says otherwise. An answer
// the server gave about the request itself (4xx: not found, not allowed) is final at once. A write is
// never retried (a payment must not be asked for twice) and is logged once, with its code.
const retryOnce = (failures: number, error: unknown) => failures < 1 && refusal(error) === null;

export const newQueryClient = () =>
  new QueryClient({
    // A query that names no code is still logged, never a second error thrown from the cache.
    queryCache: new QueryCache({
      onError: (error, query) => logFailure(query.meta?.log ?? QUERY_FAILURES.load, error),
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) =>
        logFailure(mutation.meta?.log(variables) ?? QUERY_FAILURES.write, error),
    }),
    defaultOptions: { queries: { retry: retryOnce, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

let writesAlone: QueryClient | undefined;
/**
 * The client of a write made where no `QueryRoot` is (the shell's footer, /login, a platform dialog):
 * pages that load nothing need no provider for what they write, and the one client is made on first use.
 */
export const clientOfWritesAlone = () => (writesAlone ??= newQueryClient());
