import { RemoteNotFound } from '@fairgo/shared/spa';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FindWorkPage } from '../features/find-work/find-work-page';
import { FindWorkerPage } from '../features/find-worker/find-worker-page';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/find-work" element={<FindWorkPage />} />
        <Route path="/find-worker" element={<FindWorkerPage />} />
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
