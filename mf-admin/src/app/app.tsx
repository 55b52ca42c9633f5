import { RemoteNotFound } from '@fairgo/shared/spa';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FeedbackListPage } from '../features/feedback-list/feedback-list-page';
import { FeedbackPage } from '../features/feedback/feedback-page';

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
  return (
    <Routes>
      <Route path="/feedback" element={<FeedbackPage />} />
      <Route path="/feedbacklist" element={<FeedbackListPage />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
