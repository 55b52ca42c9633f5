import { getTasks, type TaskListName } from '@fairgo/shared/api';
import { useQuery } from '@fairgo/shared/queries';
import { TASKS_KEY } from '../../../lib/query-keys';

/** One of the task lists (spec §7); tasks change often, so a list is fresh for 10 s and reloads on focus. */
export function useTasks(list: TaskListName) {
  return useQuery({
    queryKey: [TASKS_KEY, list],
    meta: { log: 'TASKS-010 loading a task list' },
    queryFn: () => getTasks(list),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
