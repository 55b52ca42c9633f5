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
/** A page of the list (`/tasks/view/:filter`) or of a task (`/tasks/task/:taskId`), for signed-in users. */
const signedInTasks = (
  <RequireSession>
    <TasksPage />
  </RequireSession>
);

export function App() {
  return (
    <QueryRoot>
      {/* A frame is served for the path with no query: the render that adopts it reads none, the next the address's. */}
      <Router ssrSearch="">
        <Switch>
          <Route path="/tasks">
            <RequireSession>
              <Redirect to="/tasks/view/allTasks" replace />
            </RequireSession>
          </Route>
          <Route path="/tasks/view/:filter">{signedInTasks}</Route>
          <Route path="/tasks/task/:taskId">{signedInTasks}</Route>
          {/* No page here: said to anyone, signed in or not. */}
          <Route component={RemoteNotFound} />
        </Switch>
      </Router>
    </QueryRoot>
  );
}
