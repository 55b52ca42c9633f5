import { useAction, type FailureCode } from '@fairgo/shared/actions';
import {
  answerCancellation,
  cancelTask,
  markCompletedByAssignee,
  markCompletedByOwner,
  notDoneYet,
  requestCancellation,
  reviewTask,
} from '@fairgo/shared/api';
import type { ReviewBody } from '@fairgo/shared/contract';
import { useState } from 'react';
import { FAILURES } from '../../../lib/failures';
import {
  CANCELLATION_AGREED,
  CANCELLATION_ANSWER_FAILED,
  CANCELLATION_DECLINED,
  CANCELLATION_REQUEST_FAILED,
  CANCELLATION_REQUESTED,
  CANCELLED_ALONE,
  MARK_COMPLETED_FAILED,
  NOT_DONE_FAILED,
  NOT_DONE_SENT,
  REVIEW_FAILED,
  REVIEW_SENT,
  TASK_CANCEL_FAILED,
  TASK_CANCELLED,
  TASK_COMPLETE_FAILED,
  TASK_COMPLETED,
} from '../../../lib/task-texts';
import { failureNotice, useRefreshTask, type Notice } from './use-task';

/**
 * One step that moves a task on (spec §4): its call, its own failure code, what it says once done (a
 * text, or one read from the API's answer) and the spec's message when it fails.
 */
export interface TaskStep {
  log: FailureCode;
  call: () => Promise<unknown>;
  done: string | null | ((reply: unknown) => string | null);
  failed: string;
}

/** The steps of a task after its offer is accepted, and its cancellation, as the task dialog offers them. */
export const taskSteps = {
  markCompleted: (taskId: string): TaskStep => ({
    log: FAILURES.markCompleted,
    call: () => markCompletedByAssignee(taskId),
    done: null,
    failed: MARK_COMPLETED_FAILED,
  }),
  confirmCompletion: (taskId: string): TaskStep => ({
    log: FAILURES.confirmCompletion,
    call: () => markCompletedByOwner(taskId),
    done: TASK_COMPLETED,
    failed: TASK_COMPLETE_FAILED,
  }),
  notDoneYet: (taskId: string, reason: string): TaskStep => ({
    log: FAILURES.notDoneYet,
    call: () => notDoneYet(taskId, reason),
    done: NOT_DONE_SENT,
    failed: NOT_DONE_FAILED,
  }),
  cancelTask: (taskId: string, reason: string): TaskStep => ({
    log: FAILURES.cancelTask,
    call: () => cancelTask(taskId, reason),
    done: TASK_CANCELLED,
    failed: TASK_CANCEL_FAILED,
  }),
  requestCancellation: (taskId: string, reason: string): TaskStep => ({
    log: FAILURES.requestCancellation,
    call: () => requestCancellation(taskId, reason),
    // The other side suspended: the API cancels at once (it says so) instead of asking.
    done: (reply) =>
      (reply as { message?: string }).message === 'Task cancelled.' ? CANCELLED_ALONE : CANCELLATION_REQUESTED,
    failed: CANCELLATION_REQUEST_FAILED,
  }),
  answerCancellation: (taskId: string, accept: boolean): TaskStep => ({
    log: FAILURES.answerCancellation,
    call: () => answerCancellation(taskId, accept),
    done: accept ? CANCELLATION_AGREED : CANCELLATION_DECLINED,
    failed: CANCELLATION_ANSWER_FAILED,
  }),
  review: (taskId: string, review: ReviewBody): TaskStep => ({
    log: FAILURES.review,
    call: () => reviewTask(taskId, review),
    done: REVIEW_SENT,
    failed: REVIEW_FAILED,
  }),
};

/** What the dialog's panels run steps with: `running` is the code of the step under way, if any. */
export interface TaskStepRunner {
  run: (step: TaskStep) => Promise<boolean>;
  running: FailureCode | null;
}

/**
 * Runs the task's steps, one at a time: the step under way shows busy on its own button (a payment's
 * capture cannot be asked for twice); once done, its message shows at the top of the dialog and the
 * task and every list are loaded again; a failure is logged once under the step's own code and its
 * message shown (the server's own words when the task moved on meanwhile).
 */
export function useTaskSteps(taskId: string, onResult: (notice: Notice | null) => void): TaskStepRunner {
  const refresh = useRefreshTask(taskId);
  const [running, setRunning] = useState<FailureCode | null>(null);
  const { run } = useAction({
    log: (step: TaskStep) => step.log,
    run: async (step: TaskStep) => {
      setRunning(step.log);
      onResult(null);
      try {
        const reply = await step.call();
        const text = typeof step.done === 'function' ? step.done(reply) : step.done;
        if (text) onResult({ status: 'success', text });
        await refresh();
      } finally {
        setRunning(null);
      }
    },
    failed: (error, step) => onResult(failureNotice(error, step.failed, refresh)),
  });
  return { run, running };
}
