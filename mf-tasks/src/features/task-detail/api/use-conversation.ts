import { useAction, type Action, type FailureCode } from '@fairgo/shared/actions';
import { askQuestion, submitAnswer } from '@fairgo/shared/api/questions';
import { sendTaskMessage } from '@fairgo/shared/api/tasks';
import { FAILURES } from '../../../lib/failures';
import { SEND_FAILED } from '../../../lib/task-texts';
import { useRefreshTask } from './use-task';

/** A text posted on a task (product.md#validation): once it went, the task is loaded again to show it; a failure keeps the text. */
function useTaskText(taskId: string, log: FailureCode, post: (text: string) => Promise<unknown>): Action<[string]> {
  const refresh = useRefreshTask(taskId);
  return useAction({
    log,
    run: async (text: string) => {
      await post(text);
      await refresh();
    },
    failed: () => SEND_FAILED,
  });
}

/** Anyone asks about an open task. */
export const useAskQuestion = (taskId: string) =>
  useTaskText(taskId, FAILURES.askQuestion, (question) => askQuestion(taskId, question));

/** The owner answers a question on their task. */
export const useAnswerQuestion = (taskId: string, questionId: string) =>
  useTaskText(taskId, FAILURES.answerQuestion, (answer) => submitAnswer(questionId, answer));

/** The owner and the assignee write to each other while the task is under way. */
export const useSendMessage = (taskId: string) =>
  useTaskText(taskId, FAILURES.sendMessage, (message) => sendTaskMessage(taskId, message));
