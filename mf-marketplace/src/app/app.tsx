import { RemoteNotFound } from '@fairgo/shared/spa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FindWorkPage } from '../features/find-work/find-work-page';
import { FindWorkerPage } from '../features/find-worker/find-worker-page';

// Spec §8: a failed list fetch is logged only; listings are fresh for half a minute.
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The remote's routes under whichever router renders them: the browser's, or a static one when its
 * frames are prerendered at build time (infra/build/prerender).
 */
export function AppRoutes() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="/find-work" element={<FindWorkPage />} />
        <Route path="/find-worker" element={<FindWorkerPage />} />
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </QueryClientProvider>
  );
}
