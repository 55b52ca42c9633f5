import { RemoteNotFound } from '@fairgo/shared/spa';
import { Route, Switch } from 'wouter';
import { CredentialsPage } from './routes/credentials-page';
import { FeedbackListPage } from './routes/feedback-list-page';
import { FeedbackPage } from './routes/feedback-page';
import { ReleasesPage } from './routes/releases-page';
import { ReportsPage } from './routes/reports-page';

/**
 * The remote's routes (wouter: the browser's address, or the path a frame is prerendered at, set by a
 * `<Router ssrPath>` around it in infra/build/prerender).
 */
export function App() {
  return (
    <Switch>
      <Route path="/feedback" component={FeedbackPage} />
      <Route path="/feedbacklist" component={FeedbackListPage} />
      <Route path="/reports" component={ReportsPage} />
      <Route path="/credentials" component={CredentialsPage} />
      <Route path="/releases" component={ReleasesPage} />
      <Route component={RemoteNotFound} />
    </Switch>
  );
}
