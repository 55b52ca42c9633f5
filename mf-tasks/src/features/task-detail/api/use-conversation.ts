import { request } from '@fairgo/shared/api';
import type { Failure } from '@fairgo/shared/actions';
import { useWrite, type Write } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';
import { useRefreshTask } from './use-task';

/** A text posted on a task (product.md#validation): once it went, the task is loaded again to show it; a failure keeps the text. */
function useTaskText(taskId: string, failure: Failure, post: (text: string) => Promise<unknown>): Write<[string]> {
  const refresh = useRefreshTask(taskId);
  return useWrite({
    failure,
    write: async (text: string) => {
      await post(text);
      await refresh();
    },
  });
}

/** Anyone asks about an open task. */
export const useAskQuestion = (taskId: string) =>
  useTaskText(taskId, FAILURES.askQuestion, (question) =>
    request('POST questions/askQuestion/:taskId', { params: { taskId }, json: { question } }),
  );

/** The owner answers a question on their task. */
export const useAnswerQuestion = (taskId: string, questionId: string) =>
  useTaskText(taskId, FAILURES.answerQuestion, (answer) =>
    request('POST questions/submitAnswer/:questionId', { params: { questionId }, json: { answer } }),
  );

/** The owner and the assignee write to each other while the task is under way. */
export const useSendMessage = (taskId: string) =>
  useTaskText(taskId, FAILURES.sendMessage, (message) =>
    request('POST tasks/sendMessage/:taskId', { params: { taskId }, json: { message } }),
  );
