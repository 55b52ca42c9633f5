// How the apps load and write data: TanStack Query, one client per remote root, hooks beside each feature
// (`features/<feature>/api/use-*.ts`). An entry of its own, so a page that loads and writes nothing at
// start does not download it (~10 KB gzipped; the phone budgets).
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { newQueryClient } from './query-client';

export { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
export { preloadForVisitors } from './preload-for-visitors';
export { useSignIn } from '../session/api/use-sign-in';
export { useLoad, type Load } from './use-load';
export { useWrite, type Write, type WriteOptions } from './use-write';

/** Provides the remote's query client to what it wraps: a remote's routes, or the one page that loads data. */
export function QueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
