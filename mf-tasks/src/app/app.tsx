import { RemoteNotFound, RequireSession } from '@fairgo/shared/spa';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { TaskPage } from '../features/task-detail/task-page';
import { TaskListPage } from '../features/task-list/task-list-page';

export function App() {
  return (
    <BrowserRouter>
      <RequireSession>
        <Routes>
          <Route path="/tasks" element={<Navigate to="/tasks/view/allTasks" replace />} />
          <Route path="/tasks/view/:filter" element={<TaskListPage />} />
          <Route path="/tasks/task/:taskId" element={<TaskPage />} />
          <Route path="*" element={<RemoteNotFound />} />
        </Routes>
      </RequireSession>
    </BrowserRouter>
  );
}
