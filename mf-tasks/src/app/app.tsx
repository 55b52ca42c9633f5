import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { TasksPage } from './routes/tasks-page';

// Spec §8: a failed list fetch shows its message; tasks change often, so they are fresh for 10 s.
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 10_000, refetchOnWindowFocus: true } } });

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSession>
        <Switch>
          <Route path="/tasks">
            <Redirect to="/tasks/view/allTasks" replace />
          </Route>
          <Route path="/tasks/view/:filter" component={TasksPage} />
          <Route path="/tasks/task/:taskId" component={TasksPage} />
          <Route component={RemoteNotFound} />
        </Switch>
      </RequireSession>
    </QueryClientProvider>
  );
}
