import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { TasksPage } from '../features/task-list/tasks-page';

// Spec §8: a failed list fetch shows its message; tasks change often, so they are fresh for 10 s.
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 10_000, refetchOnWindowFocus: true } } });

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
      <RequireSession>
        <Routes>
          <Route path="/tasks" element={<Navigate to="/tasks/view/allTasks" replace />} />
          <Route path="/tasks/view/:filter" element={<TasksPage />} />
          <Route path="/tasks/task/:taskId" element={<TasksPage />} />
          <Route path="*" element={<RemoteNotFound />} />
        </Routes>
      </RequireSession>
    </QueryClientProvider>
  );
}
