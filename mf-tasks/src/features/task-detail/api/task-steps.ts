import { useAction, type FailureCode } from '@fairgo/shared/actions';
import { acceptOffer, declineOffer, withdrawOffer } from '@fairgo/shared/api/offers';
import {
  answerCancellation,
  cancelTask,
  markCompletedByAssignee,
  markCompletedByOwner,
  notDoneYet,
  requestCancellation,
  reviewTask,
} from '@fairgo/shared/api/tasks';
import type { CancellationRequestReply, ReviewBody } from '@fairgo/shared/contract';
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
  OFFER_ACCEPT_FAILED,
  OFFER_ACCEPTED,
  OFFER_DECLINE_FAILED,
  OFFER_DECLINED,
  OFFER_WITHDRAW_FAILED,
  OFFER_WITHDRAWN,
  REVIEW_FAILED,
  REVIEW_SENT,
  TASK_CANCEL_FAILED,
  TASK_CANCELLED,
  TASK_COMPLETE_FAILED,
  TASK_COMPLETED,
} from '../../../lib/task-texts';
import { failureNotice, useRefreshTask, type Notice } from './use-task';

/**
 * One step that moves a task on (product.md#task-states): its call, its own failure code, what it says once done (a
 * text, or one read from the API's answer) and the spec's message when it fails. `about` tells two
 * steps of one kind apart (the offer it acts on, the answer given), so only the pressed button is busy.
 */
export interface TaskStep {
  log: FailureCode;
  about?: string;
  call: () => Promise<unknown>;
  done: string | null | ((reply: unknown) => string | null);
  failed: string;
}

/** The steps of a task, from its offers to its review, as the task dialog offers them. */
export const taskSteps = {
  acceptOffer: (offerId: string): TaskStep => ({
    log: FAILURES.acceptOffer,
    about: offerId,
    call: () => acceptOffer(offerId),
    done: OFFER_ACCEPTED,
    failed: OFFER_ACCEPT_FAILED,
  }),
  declineOffer: (offerId: string, reason: string): TaskStep => ({
    log: FAILURES.declineOffer,
    about: offerId,
    call: () => declineOffer(offerId, reason.trim()),
    done: OFFER_DECLINED,
    failed: OFFER_DECLINE_FAILED,
  }),
  withdrawOffer: (offerId: string): TaskStep => ({
    log: FAILURES.withdrawOffer,
    about: offerId,
    call: () => withdrawOffer(offerId),
    done: OFFER_WITHDRAWN,
    failed: OFFER_WITHDRAW_FAILED,
  }),
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
    // The other side suspended: the API cancels at once (its outcome says so) instead of asking.
    done: (reply) =>
      (reply as CancellationRequestReply).outcome === 'cancelled' ? CANCELLED_ALONE : CANCELLATION_REQUESTED,
    failed: CANCELLATION_REQUEST_FAILED,
  }),
  answerCancellation: (taskId: string, accept: boolean): TaskStep => ({
    log: FAILURES.answerCancellation,
    about: accept ? 'agree' : 'keep',
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

/** What the dialog's panels run steps with; `busy` says whether a step of that kind (on `about`) is under way. */
export interface TaskStepRunner {
  run: (step: TaskStep) => Promise<boolean>;
  busy: (log: FailureCode, about?: string) => boolean;
}

/**
 * Runs the task's steps, one at a time: the step under way shows busy on its own button (a payment's
 * capture cannot be asked for twice); once done, its message shows at the top of the dialog and the
 * task and every list are loaded again; a failure is logged once under the step's own code and its
 * message shown (the server's own words when the task moved on meanwhile).
 */
export function useTaskSteps(taskId: string, onResult: (notice: Notice | null) => void): TaskStepRunner {
  const refresh = useRefreshTask(taskId);
  const [current, setCurrent] = useState<TaskStep | null>(null);
  const action = useAction({
    log: (step: TaskStep) => step.log,
    run: async (step: TaskStep) => {
      setCurrent(step);
      onResult(null);
      const reply = await step.call();
      const text = typeof step.done === 'function' ? step.done(reply) : step.done;
      if (text) onResult({ status: 'success', text });
      await refresh();
    },
    failed: (error, step) => onResult(failureNotice(error, step.failed, refresh)),
  });
  return {
    run: action.run,
    busy: (log, about) => action.busy && current?.log === log && (about === undefined || current.about === about),
  };
}
