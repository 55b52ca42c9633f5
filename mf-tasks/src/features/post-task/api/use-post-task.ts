import { useAction } from '@fairgo/shared/actions';
import { postTask } from '@fairgo/shared/api/tasks';
import { refusal } from '@fairgo/shared/api';
import { useQueryClient } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';
import { TASKS_KEY } from '../../../lib/query-keys';
import { TASK_SUBMIT_FAILED } from '../../../lib/task-texts';
import { toFormData, type TaskDraft } from '../wizard-rules';

/**
 * Posts the wizard's task (multipart: its fields and photos) and answers its id; every task list is
 * loaded again. A refusal adds the server's reason to the spec's message.
 */
export function usePostTask(onPosted: (taskId: string) => void) {
  const queryClient = useQueryClient();
  return useAction({
    log: FAILURES.postTask,
    run: async (draft: TaskDraft) => {
      const { task } = await postTask(toFormData(draft));
      onPosted(task._id);
      await queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
    failed: (error) => [TASK_SUBMIT_FAILED, refusal(error)].filter(Boolean).join(' '),
  });
}
