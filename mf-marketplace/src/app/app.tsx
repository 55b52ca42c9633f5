import { RemoteNotFound } from '@fairgo/shared/spa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Switch } from 'wouter';
import { FindWorkPage } from './routes/find-work-page';
import { FindWorkerPage } from './routes/find-worker-page';

// Spec §8: a failed list fetch is logged only; listings are fresh for half a minute.
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/find-work" component={FindWorkPage} />
        <Route path="/find-worker" component={FindWorkerPage} />
        <Route component={RemoteNotFound} />
      </Switch>
    </QueryClientProvider>
  );
}
