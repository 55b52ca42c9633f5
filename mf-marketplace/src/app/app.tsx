import { RemoteNotFound } from '@fairgo/shared/spa';
import { QueryRoot } from '@fairgo/shared/queries';
import { Route, Switch } from 'wouter';
import { FindWorkPage } from './routes/find-work-page';
import { FindWorkerPage } from './routes/find-worker-page';

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  return (
    <QueryRoot>
      <Switch>
        <Route path="/find-work" component={FindWorkPage} />
        <Route path="/find-worker" component={FindWorkerPage} />
        <Route component={RemoteNotFound} />
      </Switch>
    </QueryRoot>
  );
}
