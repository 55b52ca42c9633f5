import { failureCodes } from '@fairgo/shared/actions';

/** The admin app's failures, each logged once as `[admin] ADMIN-0nn …` (useAction, a query's `meta.log`). */
export const FAILURES = failureCodes('ADMIN', {
  sendEmailToAll: [1, 'sending the email to all users'],
  changeFeedbackStatus: [2, 'changing a feedback status'],
  loadFeedback: [3, 'loading feedback'],
  sendFeedback: [4, 'sending feedback'],
  loadReports: [5, 'loading reports'],
  loadCredentials: [6, 'loading credentials'],
  showCredentialDocument: [7, 'showing a credential document'],
  reviewCredential: [8, 'reviewing a credential'],
  loadReleaseHealth: [9, 'loading release health'],
  actOnReport: [10, 'acting on a report'],
  loadReconciliation: [11, 'loading the payments reconciliation'],
});
