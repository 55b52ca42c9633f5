// How the remotes load data: TanStack Query, one client per remote root, hooks beside each feature
// (`features/<feature>/api/use-*.ts`). An entry of its own, so a page that loads nothing at start
// (/register, /login) does not download it (~10 KB gzipped; the phone budgets).
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QUERY_FAILURES } from '../actions/failures';
import { logFailure, type FailureCode } from '../actions/log-failure';
import { refusal } from '@fairgo/shared/api';

export { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query names its failure code and what it loads: `meta: { log: FAILURES.loadListings }`, from its app's table. */
    queryMeta: { log: FailureCode };
  }
}

// product.md#messages: a failed load is retried once, then logged once (its code from the query's meta) and its
// message shown; data is fresh for half a minute unless a feature's hook says otherwise. An answer
// the server gave about the request itself (4xx: not found, not allowed) is final at once.
const retryOnce = (failures: number, error: unknown) => failures < 1 && refusal(error) === null;
const newQueryClient = () =>
  new QueryClient({
    // A query that names no code is still logged, never a second error thrown from the cache.
    queryCache: new QueryCache({
      onError: (error, query) => logFailure(query.meta?.log ?? QUERY_FAILURES.load, error),
    }),
    defaultOptions: { queries: { retry: retryOnce, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

/** Provides the remote's query client to what it wraps: a remote's routes, or the one page that loads data. */
export function QueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
