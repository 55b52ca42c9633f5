import { getTask } from '@fairgo/shared/api';
import type { TaskViewer } from '@fairgo/shared/contract';
import { useQuery, useQueryClient } from '@fairgo/shared/queries';
import { taskKey, TASKS_KEY } from '../../../lib/query-keys';

/** One task as its viewer sees it; `viewer` picks the endpoint when the list already told us. */
export function useTask(taskId: string, viewer: TaskViewer = 'public') {
  return useQuery({
    queryKey: taskKey(taskId),
    queryFn: () => getTask(taskId, viewer),
    staleTime: 5_000,
    meta: { log: 'TASKS-011 loading a task' },
  });
}

/** After a change: the task and every list show it. */
export function useRefreshTask(taskId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKey(taskId) }),
      queryClient.invalidateQueries({ queryKey: [TASKS_KEY] }),
    ]);
}

/** A result to show at the top of the task dialog (spec §8's messages). */
export type Notice = { status: 'success' | 'error' | 'warning'; text: string; link?: { label: string; href: string } };
