import { RemoteNotFound } from '@fairgo/shared/spa';
import { QueryRoot } from '@fairgo/shared/queries';
import { Route, Router, Switch } from 'wouter';
import { FindWorkPage } from './routes/find-work-page';
import { FindWorkerPage } from './routes/find-worker-page';

/**
 * The pages the routes below answer, as their release lists them (frames.json `pages`): the host
 * answers any other path under the remote's routes with a 404, its "Page not found".
 */
export const PAGE_PATHS = ['/find-work', '/find-worker'] as const;

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  return (
    <QueryRoot>
      {/* A frame is served for the path with no query: the render that adopts it reads none, the next the address's. */}
      <Router ssrSearch="">
        <Switch>
          <Route path="/find-work" component={FindWorkPage} />
          <Route path="/find-worker" component={FindWorkerPage} />
          <Route component={RemoteNotFound} />
        </Switch>
      </Router>
    </QueryRoot>
  );
}
