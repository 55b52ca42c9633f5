import { request } from '@fairgo/shared/api';
import { useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';
import { TASKS_KEY } from '../../../lib/query-keys';
import { toFormData, type TaskDraft } from '../wizard-rules';

/** Posts the wizard's task (multipart: its fields and photos) and answers its id; every task list is loaded again. */
export function usePostTask(onPosted: (taskId: string) => void) {
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.postTask,
    write: async (draft: TaskDraft) => {
      const { task } = await request('POST tasks/postTask', { body: toFormData(draft) });
      onPosted(task._id);
      await queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
  });
}
