import { failureCodes, theirWords } from '@fairgo/shared/actions';
import {
  CANCELLATION_ANSWER_FAILED,
  CANCELLATION_REQUEST_FAILED,
  MARK_COMPLETED_FAILED,
  NOT_DONE_FAILED,
  OFFER_ACCEPT_FAILED,
  OFFER_DECLINE_FAILED,
  OFFER_SEND_FAILED,
  OFFER_UPDATE_FAILED,
  OFFER_WITHDRAW_FAILED,
  REVIEW_FAILED,
  SEND_FAILED,
  TASK_CANCEL_FAILED,
  TASK_COMPLETE_FAILED,
  TASK_LIST_LOAD_FAILED,
  TASK_LOAD_FAILED,
  TASK_NOT_FOUND,
  TASK_SUBMIT_FAILED,
} from './task-texts';

/** A task's step refused because the task moved on meanwhile (409): the server says what happened. */
const orMovedOn = (failed: string) => ({ failed, answers: { 409: theirWords } });

/**
 * The tasks app's failures, each logged once as `[tasks] TASKS-0nn …` (a write, a query's `meta.log`),
 * and what a write's failure tells the person (product.md#messages).
 */
export const FAILURES = failureCodes('TASKS', {
  acceptOffer: [1, 'accepting an offer', orMovedOn(OFFER_ACCEPT_FAILED)],
  // A refusal (the task was taken meanwhile, a payment detail is missing) says why in the server's words.
  submitOffer: [2, 'submitting an offer', { failed: OFFER_SEND_FAILED, refused: theirWords }],
  sendMessage: [3, 'sending a message', SEND_FAILED],
  answerQuestion: [4, 'answering a question', SEND_FAILED],
  askQuestion: [5, 'asking a question', SEND_FAILED],
  markCompleted: [6, 'marking a task completed', orMovedOn(MARK_COMPLETED_FAILED)],
  // A refusal adds the server's reason to the spec's message.
  postTask: [7, 'posting a task', { failed: TASK_SUBMIT_FAILED, refused: (words) => `${TASK_SUBMIT_FAILED} ${words}` }],
  checkPaymentDetails: [8, 'checking payment details'],
  copyAddress: [9, 'copying the address'],
  loadTaskList: [10, 'loading a task list', TASK_LIST_LOAD_FAILED],
  loadTask: [11, 'loading a task', { failed: TASK_LOAD_FAILED, answers: { 404: TASK_NOT_FOUND } }],
  updateOffer: [12, 'updating an offer', { failed: OFFER_UPDATE_FAILED, refused: theirWords }],
  declineOffer: [13, 'declining an offer', orMovedOn(OFFER_DECLINE_FAILED)],
  withdrawOffer: [14, 'withdrawing an offer', orMovedOn(OFFER_WITHDRAW_FAILED)],
  confirmCompletion: [15, 'confirming a task complete', orMovedOn(TASK_COMPLETE_FAILED)],
  notDoneYet: [16, 'answering that the work is not done', orMovedOn(NOT_DONE_FAILED)],
  cancelTask: [17, 'cancelling a task', orMovedOn(TASK_CANCEL_FAILED)],
  requestCancellation: [18, 'asking to cancel a task', orMovedOn(CANCELLATION_REQUEST_FAILED)],
  answerCancellation: [19, 'answering a request to cancel', orMovedOn(CANCELLATION_ANSWER_FAILED)],
  review: [20, 'reviewing the other side', orMovedOn(REVIEW_FAILED)],
});
