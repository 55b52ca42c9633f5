import type { Failure } from '@fairgo/shared/actions';
import { isApiError, request } from '@fairgo/shared/api';
import type { CancellationRequestReply, ReviewBody } from '@fairgo/shared/contract';
import { useWrite } from '@fairgo/shared/queries';
import { useState } from 'react';
import { FAILURES } from '../../../lib/failures';
import {
  CANCELLATION_AGREED,
  CANCELLATION_DECLINED,
  CANCELLATION_REQUESTED,
  CANCELLED_ALONE,
  NOT_DONE_SENT,
  OFFER_ACCEPTED,
  OFFER_DECLINED,
  OFFER_WITHDRAWN,
  REVIEW_SENT,
  TASK_CANCELLED,
  TASK_COMPLETED,
} from '../../../lib/task-texts';
import { useRefreshTask, type Notice } from './use-task';

/**
 * One step that moves a task on (product.md#task-states): its call, its failure (its code, and what it tells,
 * from the app's table), and what it says once done (a text, or one read from the API's answer). `about`
 * tells two steps of one kind apart (the offer it acts on, the answer given), so only the pressed button is busy.
 */
export interface TaskStep {
  log: Failure;
  about?: string;
  call: () => Promise<unknown>;
  done: string | null | ((reply: unknown) => string | null);
}

/** The steps of a task, from its offers to its review, as the task dialog offers them. */
export const taskSteps = {
  acceptOffer: (offerId: string): TaskStep => ({
    log: FAILURES.acceptOffer,
    about: offerId,
    call: () => request('POST offers/acceptOffer/:offerId', { params: { offerId } }),
    done: OFFER_ACCEPTED,
  }),
  declineOffer: (offerId: string, reason: string): TaskStep => ({
    log: FAILURES.declineOffer,
    about: offerId,
    call: () =>
      request('POST offers/declineOffer/:offerId', {
        params: { offerId },
        json: reason.trim() ? { reason: reason.trim() } : {},
      }),
    done: OFFER_DECLINED,
  }),
  withdrawOffer: (offerId: string): TaskStep => ({
    log: FAILURES.withdrawOffer,
    about: offerId,
    call: () => request('POST offers/withdrawOffer/:offerId', { params: { offerId } }),
    done: OFFER_WITHDRAWN,
  }),
  markCompleted: (taskId: string): TaskStep => ({
    log: FAILURES.markCompleted,
    call: () => request('POST tasks/markCompletedByAssignee/:taskId', { params: { taskId } }),
    done: null,
  }),
  confirmCompletion: (taskId: string): TaskStep => ({
    log: FAILURES.confirmCompletion,
    call: () => request('POST tasks/markCompletedByOwner/:taskId', { params: { taskId } }),
    done: TASK_COMPLETED,
  }),
  notDoneYet: (taskId: string, reason: string): TaskStep => ({
    log: FAILURES.notDoneYet,
    call: () => request('POST tasks/notDoneYet/:taskId', { params: { taskId }, json: { reason } }),
    done: NOT_DONE_SENT,
  }),
  cancelTask: (taskId: string, reason: string): TaskStep => ({
    log: FAILURES.cancelTask,
    call: () => request('POST tasks/cancelTask/:taskId', { params: { taskId }, json: reason ? { reason } : {} }),
    done: TASK_CANCELLED,
  }),
  requestCancellation: (taskId: string, reason: string): TaskStep => ({
    log: FAILURES.requestCancellation,
    call: () => request('POST tasks/requestCancellation/:taskId', { params: { taskId }, json: { reason } }),
    // The other side suspended: the API cancels at once (its outcome says so) instead of asking.
    done: (reply) =>
      (reply as CancellationRequestReply).outcome === 'cancelled' ? CANCELLED_ALONE : CANCELLATION_REQUESTED,
  }),
  answerCancellation: (taskId: string, accept: boolean): TaskStep => ({
    log: FAILURES.answerCancellation,
    about: accept ? 'agree' : 'keep',
    call: () => request('POST tasks/answerCancellation/:taskId', { params: { taskId }, json: { accept } }),
    done: accept ? CANCELLATION_AGREED : CANCELLATION_DECLINED,
  }),
  review: (taskId: string, review: ReviewBody): TaskStep => ({
    log: FAILURES.review,
    call: () => request('POST tasks/review/:taskId', { params: { taskId }, json: review }),
    done: REVIEW_SENT,
  }),
};

/** What the dialog's panels run steps with; `busy` says whether a step of that kind (on `about`) is under way. */
export interface TaskStepRunner {
  run: (step: TaskStep) => Promise<boolean>;
  busy: (log: Failure, about?: string) => boolean;
}

/**
 * Runs the task's steps, one at a time: the step under way shows busy on its own button (a payment's
 * capture cannot be asked for twice); once done, its message shows at the top of the dialog and the
 * task and every list are loaded again; a failure is logged once under the step's own code and its
 * table's text shown. When the task moved on meanwhile (a 409: accepted in another tab, an offer
 * withdrawn), the server's words say what happened, as a warning, and the task is loaded again.
 */
export function useTaskSteps(taskId: string, onResult: (notice: Notice | null) => void): TaskStepRunner {
  const refresh = useRefreshTask(taskId);
  const [current, setCurrent] = useState<TaskStep | null>(null);
  const action = useWrite({
    failure: (step: TaskStep) => step.log,
    write: async (step: TaskStep) => {
      setCurrent(step);
      onResult(null);
      const reply = await step.call();
      const text = typeof step.done === 'function' ? step.done(reply) : step.done;
      if (text) onResult({ status: 'success', text });
      await refresh();
    },
    tell: (text, error) => {
      const movedOn = isApiError(error, 409);
      if (movedOn) void refresh();
      onResult({ status: movedOn ? 'warning' : 'error', text });
    },
  });
  return {
    run: action.run,
    busy: (log, about) => action.busy && current?.log === log && (about === undefined || current.about === about),
  };
}
