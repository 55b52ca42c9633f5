import { getTasks, type TaskListName } from '@fairgo/shared/api/tasks';
import type { TaskSearchFilters } from '@fairgo/shared/contract';
import { NO_TASK_FILTERS, toTaskSearchQuery } from '@fairgo/shared/filters';
import { useQuery } from '@fairgo/shared/queries';
import { TASKS_KEY } from '../../../lib/query-keys';
import { FAILURES } from '../../../lib/failures';

/**
 * One of the task lists (product.md#api-calls); tasks change often, so a list is fresh for 10 s and reloads on
 * focus. All Tasks takes the search's filters.
 */
export function useTasks(list: TaskListName, filters: TaskSearchFilters = NO_TASK_FILTERS) {
  const search = list === 'allTasks' ? toTaskSearchQuery(filters) : {};
  return useQuery({
    queryKey: [TASKS_KEY, list, search],
    meta: { log: FAILURES.loadTaskList },
    queryFn: () => getTasks(list, search),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
