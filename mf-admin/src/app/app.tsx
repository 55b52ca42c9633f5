import { RemoteNotFound } from '@fairgo/shared/spa';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FeedbackListPage } from '../features/feedback-list/feedback-list-page';
import { FeedbackPage } from '../features/feedback/feedback-page';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/feedback" element={<FeedbackPage />} />
        <Route path="/feedbacklist" element={<FeedbackListPage />} />
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
