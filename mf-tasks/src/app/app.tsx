import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { QueryRoot } from '@fairgo/shared/queries';
import { Redirect, Route, Switch } from 'wouter';
import { TasksPage } from './routes/tasks-page';

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  return (
    <QueryRoot>
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
    </QueryRoot>
  );
}
