import { getTask } from '@fairgo/shared/api/tasks';
import { isApiError } from '@fairgo/shared/api';
import type { TaskViewer } from '@fairgo/shared/contract';
import { useQuery, useQueryClient } from '@fairgo/shared/queries';
import { taskKey, TASKS_KEY } from '../../../lib/query-keys';
import { FAILURES } from '../../../lib/failures';

/** One task as its viewer sees it; `viewer` picks the endpoint when the list already told us. */
export function useTask(taskId: string, viewer: TaskViewer = 'public') {
  return useQuery({
    queryKey: taskKey(taskId),
    queryFn: () => getTask(taskId, viewer),
    staleTime: 5_000,
    meta: { log: FAILURES.loadTask },
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

/**
 * What a failed change of the task tells the person: when the task moved on meanwhile (a 409: accepted
 * in another tab, an offer withdrawn), the server's own words say what happened, and the task is
 * loaded again so the page shows it; any other failure is the spec's message for that action.
 */
export function failureNotice(error: unknown, message: string, refresh: () => Promise<unknown>): Notice {
  if (!isApiError(error, 409)) return { status: 'error', text: message };
  void refresh();
  return { status: 'warning', text: error.message };
}
