import { request } from '@fairgo/shared/api';
import type { TaskSearchFilters } from '@fairgo/shared/contract';
import { NO_TASK_FILTERS, toTaskSearchQuery } from '@fairgo/shared/filters';
import { useLoad } from '@fairgo/shared/queries';
import { TASKS_KEY } from '../../../lib/query-keys';
import { FAILURES } from '../../../lib/failures';

const TASK_LIST_ROUTES = {
  allTasks: 'GET tasks/getAllTasks',
  postedTasks: 'GET tasks/getUsersTasks',
  tasksAssigned: 'GET tasks/getUsersAssignedTasks',
  completedTasks: 'GET tasks/getUsersCompletedTasks',
  OffersPending: 'GET tasks/getUsersPendingOfferTasks',
  cancelledTasks: 'GET tasks/getUsersCancelledTasks',
} as const;
/** The task lists of /tasks/view/:filter, each from its route. */
export type TaskListName = keyof typeof TASK_LIST_ROUTES;

/**
 * One of the task lists (product.md#api-calls); tasks change often, so a list is fresh for 10 s and reloads on
 * focus. All Tasks takes the search's filters.
 */
export function useTasks(list: TaskListName, filters: TaskSearchFilters = NO_TASK_FILTERS) {
  const search = list === 'allTasks' ? toTaskSearchQuery(filters) : {};
  return useLoad({
    queryKey: [TASKS_KEY, list, search],
    failure: FAILURES.loadTaskList,
    queryFn: () => request(TASK_LIST_ROUTES[list], Object.keys(search).length ? { searchParams: search } : {}),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
