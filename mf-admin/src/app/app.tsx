import { RemoteNotFound } from '@fairgo/shared/spa';
import { Route, Router, Switch } from 'wouter';
import { CredentialsPage } from './routes/credentials-page';
import { FeedbackListPage } from './routes/feedback-list-page';
import { FeedbackPage } from './routes/feedback-page';
import { ReleasesPage } from './routes/releases-page';
import { ReportsPage } from './routes/reports-page';

/**
 * The pages the routes below answer, as their release lists them (frames.json `pages`): the host
 * answers any other path under the remote's routes with a 404, its "Page not found".
 */
export const PAGE_PATHS = ['/feedback', '/feedbacklist', '/reports', '/credentials', '/releases'] as const;

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  // A frame is served for the path with no query: the render that adopts it reads none, the next the address's.
  return (
    <Router ssrSearch="">
      <Switch>
        <Route path="/feedback" component={FeedbackPage} />
        <Route path="/feedbacklist" component={FeedbackListPage} />
        <Route path="/reports" component={ReportsPage} />
        <Route path="/credentials" component={CredentialsPage} />
        <Route path="/releases" component={ReleasesPage} />
        <Route component={RemoteNotFound} />
      </Switch>
    </Router>
  );
}
