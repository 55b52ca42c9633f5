// The texts of the admins' Reports page, /reports (issue 19).
export const REPORTS_TITLE = 'Reports';
export const REPORTS_NO_ACCESS = 'You do not have access to this page. Only administrators can see reports.';
export const REPORTS_LOAD_FAILED = 'The reports could not be loaded. Please try again later.';
export const NO_OPEN_REPORTS = 'No open reports. Nothing needs your attention.';
export const NO_STANDING_CANCELLATIONS = 'No request to cancel has gone unanswered for 48 hours.';
export const REPORT_ACTION_FAILED = 'That did not work. Please try again.';
export const REPORT_ACTIONS = {
  hide: { label: 'Hide content', done: 'The content is hidden.' },
  suspend: { label: 'Suspend user', done: 'The user is suspended and signed out.' },
  dismiss: { label: 'Dismiss', done: 'The report is dismissed.' },
} as const;
