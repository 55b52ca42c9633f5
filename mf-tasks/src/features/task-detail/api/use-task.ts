import { request } from '@fairgo/shared/api';
import type { TaskViewer } from '@fairgo/shared/contract';
import { useLoad, useQueryClient } from '@fairgo/shared/queries';
import { taskKey, TASKS_KEY } from '../../../lib/query-keys';
import { FAILURES } from '../../../lib/failures';

const TASK_VIEWS = {
  public: 'GET tasks/getTaskById/:taskId',
  owner: 'GET tasks/getTaskByIdForOwner/:taskId',
  assignee: 'GET tasks/getTaskByIdForAssignee/:taskId',
} as const satisfies Record<TaskViewer, string>;

/** One task as its viewer sees it; `viewer` picks the endpoint when the list already told us. */
export function useTask(taskId: string, viewer: TaskViewer = 'public') {
  return useLoad({
    queryKey: taskKey(taskId),
    queryFn: () => request(TASK_VIEWS[viewer], { params: { taskId } }),
    staleTime: 5_000,
    failure: FAILURES.loadTask,
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

/** A result to show at the top of the task dialog (product.md#messages's messages). */
export type Notice = { status: 'success' | 'error' | 'warning'; text: string; link?: { label: string; href: string } };
