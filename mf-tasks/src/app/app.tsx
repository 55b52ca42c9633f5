import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { QueryRoot } from '@fairgo/shared/queries';
import { Redirect, Route, Router, Switch } from 'wouter';
import { TasksPage } from './routes/tasks-page';

/**
 * The pages the routes below answer, as their release lists them (frames.json `pages`): the host
 * answers any other path under the remote's routes with a 404, its "Page not found".
 */
export const PAGE_PATHS = ['/tasks', '/tasks/view/:filter', '/tasks/task/:taskId'] as const;

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  return (
    <QueryRoot>
      <RequireSession>
        {/* A frame is served for the path with no query: the render that adopts it reads none, the next the address's. */}
        <Router ssrSearch="">
          <Switch>
            <Route path="/tasks">
              <Redirect to="/tasks/view/allTasks" replace />
            </Route>
            <Route path="/tasks/view/:filter" component={TasksPage} />
            <Route path="/tasks/task/:taskId" component={TasksPage} />
            <Route component={RemoteNotFound} />
          </Switch>
        </Router>
      </RequireSession>
    </QueryRoot>
  );
}
