import { failureCodes, theirWords } from '@fairgo/shared/actions';

export const EMAIL_FAILED = 'The email could not be sent. Please try again.';
export const STATUS_CHANGE_FAILED = 'The status could not be changed. Please try again.';
export const FEEDBACK_FAILED = 'There was an error submitting your feedback. Please try again later.';
export const ACTION_FAILED = 'That did not work. Please try again.';
export const FEEDBACK_LOAD_FAILED = 'The feedback could not be loaded. Please try again later.';
export const REPORTS_LOAD_FAILED = 'The reports could not be loaded. Please try again later.';
export const CREDENTIALS_LOAD_FAILED = 'The credentials could not be loaded. Please try again later.';
export const RELEASES_LOAD_FAILED = 'The releases could not be loaded. Please try again later.';
export const RECONCILIATION_LOAD_FAILED =
  'The payments could not be compared with the provider. Please try again later.';

/**
 * The admin app's failures, each logged once as `[admin] ADMIN-0nn …` (a write, a query's `meta.log`), and
 * what its failure tells the person (product.md#messages).
 */
export const FAILURES = failureCodes('ADMIN', {
  sendEmailToAll: [1, 'sending the email to all users', EMAIL_FAILED],
  changeFeedbackStatus: [2, 'changing a feedback status', STATUS_CHANGE_FAILED],
  loadFeedback: [3, 'loading feedback', FEEDBACK_LOAD_FAILED],
  sendFeedback: [4, 'sending feedback', FEEDBACK_FAILED],
  loadReports: [5, 'loading reports', REPORTS_LOAD_FAILED],
  loadCredentials: [6, 'loading credentials', CREDENTIALS_LOAD_FAILED],
  showCredentialDocument: [7, 'showing a credential document', ACTION_FAILED],
  reviewCredential: [8, 'reviewing a credential', ACTION_FAILED],
  loadReleaseHealth: [9, 'loading release health', RELEASES_LOAD_FAILED],
  // A 409 explains itself: a profile cannot be hidden, an admin cannot be suspended, already dealt with.
  actOnReport: [10, 'acting on a report', { failed: ACTION_FAILED, answers: { 409: theirWords } }],
  loadReconciliation: [11, 'loading the payments reconciliation', RECONCILIATION_LOAD_FAILED],
});
