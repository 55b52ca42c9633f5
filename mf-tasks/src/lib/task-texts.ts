import type { TaskStatus } from '@fairgo/shared/contract';

// The tasks remote's fixed texts (product.md#tasks-pages, product.md#task-states, product.md#messages), in one place for the pages and their tests.
export const SIGN_IN_FOR_TASKS = 'You need to sign in or register to post a task.';
export const PAYMENT_CHECK_FAILED = 'Oops... There was an error checking your payment details. Please try again later.';
export const PAYMENT_DETAILS_REQUIRED = 'Payment Details Required';
export const PAYMENT_DETAILS_TEXT = 'You need to verify your payment details to proceed.';
export const PAYOUT_DETAILS_REQUIRED = 'Payout Details Required';
export const PAYOUT_DETAILS_TEXT = 'You need to set up your payout details before you can make offers.';
export const ADDRESS_COPIED = 'Address copied to clipboard';

export const OFFER_ACCEPTED = 'Offer accepted successfully.';
export const OFFER_ACCEPT_FAILED = 'Error accepting offer. Please try again.';
export const TASK_NOT_FOUND = 'There is no task at this address. It may have been removed, or the link is wrong.';
export const TASK_LOAD_FAILED = 'This task could not be loaded. Please try again later.';
export const TASK_LIST_LOAD_FAILED = 'Failed to load tasks. Please try again later.';
export const TASK_COMPLETED = 'Task Completed';
export const TASK_COMPLETE_FAILED = 'Error completing task. Please try again.';
export const MARK_COMPLETED_FAILED = 'Error marking task as completed. Please try again.';
export const TASK_SUBMITTED = 'Task submitted successfully!';
export const TASK_SUBMIT_FAILED = 'Task submission failed. Please try again.';

/** What completing does to the money, said before the tasker confirms it. */
export const completeConfirmText = (agreed: string, payout: string) =>
  `The owner is asked to confirm the work within 24 hours. Once they do, or if they do not answer in 24 hours, the held ${agreed} is released and your payout of ${payout} is sent in 2-3 business days. Mark the task as completed only when the work is done.`;
/** What confirming does to the money, said before the owner confirms it. */
export const confirmCompletionText = (agreed: string) =>
  `The held ${agreed} is released to the tasker at once. This cannot be undone: confirm only once you have checked the work.`;
export const NOT_DONE_LABEL = 'What still needs doing? The tasker sees this.';
export const NOT_DONE_SENT = 'The tasker has been told the task is not done yet. It will not complete automatically.';
export const NOT_DONE_FAILED = 'Your answer could not be sent. Please try again.';

/** product.md#task-states, product.md#limits: what happens after the tasker completes. */
export const AUTO_COMPLETION_STATEMENT =
  'If the task owner does not confirm within 24 hours, the task is completed automatically and the tasker is paid in 2-3 business days.';

export const STATUS_LABELS: Record<TaskStatus, { label: string; palette: string }> = {
  open: { label: 'Open', palette: 'green' },
  accepted: { label: 'Assigned', palette: 'blue' },
  completedByAssignee: { label: 'Awaiting confirmation', palette: 'orange' },
  completedByOwner: { label: 'Completed', palette: 'gray' },
  cancelled: { label: 'Cancelled', palette: 'red' },
};

// Offers changed, tasks cancelled, reviews.
export const OFFER_UPDATED = 'Your offer was updated.';
export const OFFER_UPDATE_FAILED = 'Your offer could not be updated. Please try again.';
export const OFFER_WITHDRAWN = 'Your offer was withdrawn.';
export const OFFER_WITHDRAW_FAILED = 'Your offer could not be withdrawn. Please try again.';
export const OFFER_DECLINED = 'Offer declined. The tasker has been told.';
export const OFFER_DECLINE_FAILED = 'Error declining offer. Please try again.';
export const TASK_CANCELLED = 'Task cancelled. Everyone who made an offer has been told.';
export const TASK_CANCEL_FAILED = 'Error cancelling task. Please try again.';
export const CANCELLATION_REQUESTED = 'Your request to cancel was sent. The other side has 48 hours to answer.';
export const CANCELLED_ALONE =
  'Task cancelled: the other side’s account is suspended, so it could not answer. Any held payment is released to the owner.';
export const CANCELLATION_REQUEST_FAILED = 'Your request to cancel could not be sent. Please try again.';
export const CANCELLATION_AGREED = 'Task cancelled. The held payment is released to the owner.';
export const CANCELLATION_DECLINED = 'You declined to cancel. The task stays in progress.';
export const CANCELLATION_ANSWER_FAILED = 'Your answer could not be sent. Please try again.';
export const CANCELLATION_STANDS =
  'No answer within 48 hours: the request stands and our admins have been told. You can still answer it.';
export const REVIEW_SENT = 'Thank you for your review.';
export const REVIEW_FAILED = 'Your review could not be sent. Please try again.';
export const REVIEW_BLIND =
  'Reviews stay hidden until you both have written one, or until the 14 days are over, so nobody rates in return.';

/** What an ended offer's row says, by its status. */
export const OFFER_STATUS_LABELS = {
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  closed: 'Closed: the task was cancelled',
} as const;
export const OFFER_SENT = 'Your offer was sent to the task owner.';
export const OFFER_SEND_FAILED = 'Your offer could not be sent. Please try again.';
/** A question, an answer or a message that did not go; its text stays in the box. */
export const SEND_FAILED = 'That did not go through. Please try again.';
export const cancelledBy = (name: string, on: string) => `This task was cancelled by ${name} on ${on}.`;
export const holdReleased = (amount: string, released: boolean) =>
  released
    ? `The ${amount} held on your card has been released.`
    : `The ${amount} held on your card is being released.`;
export const CANCEL_ASKED_BY_ME = 'You asked to cancel this task.';
export const cancelAskedBy = (name: string) => `${name} asks to cancel this task.`;
export const answerDueBy = (when: string) => `An answer is due by ${when}.`;
export const theyReviewedYou = (name: string) =>
  `${name} has reviewed you. You will see it once you have written yours.`;
export const askForReview = (name: string, until: string) =>
  `How was working with ${name}? You can review until ${until}.`;
export const REVIEW_CLOSED = 'The time to review this task is over.';
