import type { TaskStatus } from '@fairgo/shared/contract';

// The tasks remote's fixed texts (spec §2, §4, §8), in one place for the pages and their tests.
export const SIGN_IN_FOR_TASKS = 'You need to sign in or register to post a task.';
export const PAYMENT_CHECK_FAILED = 'Oops... There was an error checking your payment details. Please try again later.';
export const PAYMENT_DETAILS_REQUIRED = 'Payment Details Required';
export const PAYMENT_DETAILS_TEXT = 'You need to verify your payment details to proceed.';
export const PAYOUT_DETAILS_REQUIRED = 'Payout Details Required';
export const PAYOUT_DETAILS_TEXT = 'You need to set up your payout details before you can make offers.';
export const ADDRESS_COPIED = 'Address copied to clipboard';

export const OFFER_ACCEPTED = 'Offer accepted successfully.';
export const OFFER_ACCEPT_FAILED = 'Error accepting offer. Please try again.';
export const TASK_COMPLETED = 'Task Completed';
export const TASK_COMPLETE_FAILED = 'Error completing task. Please try again.';
export const MARK_COMPLETED_FAILED = 'Error marking task as completed. Please try again.';
export const TASK_SUBMITTED = 'Task submitted successfully!';
export const TASK_SUBMIT_FAILED = 'Task submission failed. Please try again.';

/** Spec §4, §9: what happens after the tasker completes. */
export const AUTO_COMPLETION_STATEMENT =
  'If the task owner does not confirm within 24 hours, the task is completed automatically and the tasker is paid in 2-3 business days.';

export const STATUS_LABELS: Record<TaskStatus, { label: string; palette: string }> = {
  open: { label: 'Open', palette: 'green' },
  accepted: { label: 'Assigned', palette: 'blue' },
  completedByAssignee: { label: 'Awaiting confirmation', palette: 'orange' },
  completedByOwner: { label: 'Completed', palette: 'gray' },
  cancelled: { label: 'Cancelled', palette: 'red' },
};
