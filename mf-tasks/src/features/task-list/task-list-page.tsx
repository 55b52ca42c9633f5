import { PageFrame } from '@fairgo/shared/ui';
import { Navigate, useParams } from 'react-router';
import { isTaskFilter, TASK_FILTERS } from './task-filters';

export const TASKS_TITLE = 'Tasks';

export function TaskListPage() {
  const { filter } = useParams();
  if (!isTaskFilter(filter)) return <Navigate to="/tasks/view/allTasks" replace />;
  return (
    <PageFrame title={TASKS_TITLE} intro={`${TASK_FILTERS[filter]}: small paid jobs posted by people near you.`} />
  );
}
