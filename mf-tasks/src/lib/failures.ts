import { failureCodes } from '@fairgo/shared/actions';

/** The tasks app's failures, each logged once as `[tasks] TASKS-0nn …` (useAction, a query's `meta.log`). */
export const FAILURES = failureCodes('TASKS', {
  acceptOffer: [1, 'accepting an offer'],
  submitOffer: [2, 'submitting an offer'],
  sendMessage: [3, 'sending a message'],
  answerQuestion: [4, 'answering a question'],
  askQuestion: [5, 'asking a question'],
  markCompleted: [6, 'marking a task completed'],
  postTask: [7, 'posting a task'],
  checkPaymentDetails: [8, 'checking payment details'],
  copyAddress: [9, 'copying the address'],
  loadTaskList: [10, 'loading a task list'],
  loadTask: [11, 'loading a task'],
  updateOffer: [12, 'updating an offer'],
  declineOffer: [13, 'declining an offer'],
  withdrawOffer: [14, 'withdrawing an offer'],
  confirmCompletion: [15, 'confirming a task complete'],
  notDoneYet: [16, 'answering that the work is not done'],
  cancelTask: [17, 'cancelling a task'],
  requestCancellation: [18, 'asking to cancel a task'],
  answerCancellation: [19, 'answering a request to cancel'],
  review: [20, 'reviewing the other side'],
});
