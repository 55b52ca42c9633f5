// The texts of the admins' Reports page, /reports.
export const REPORTS_TITLE = 'Reports';
export const REPORTS_NO_ACCESS = 'You do not have access to this page. Only administrators can see reports.';
export const NO_OPEN_REPORTS = 'No open reports. Nothing needs your attention.';
export const NO_STANDING_CANCELLATIONS = 'No request to cancel has gone unanswered for 48 hours.';
/** Each action, what its confirmation says will happen, and whether it needs the admin's reason. */
export const REPORT_ACTIONS = {
  hide: {
    label: 'Hide content',
    done: 'The content is hidden.',
    confirm: 'Hide this content from everyone but its author? Other reports of it close with this one.',
    reasonRequired: true,
  },
  suspend: {
    label: 'Suspend user',
    done: 'The user is suspended and signed out.',
    confirm:
      'Suspend this user? They are signed out everywhere, cannot sign in, and their listings and open tasks are hidden. They are told your reason.',
    reasonRequired: true,
  },
  dismiss: {
    label: 'Dismiss',
    done: 'The report is dismissed.',
    confirm: 'Dismiss this report and leave the content as it is?',
    reasonRequired: false,
  },
} as const;
export const REPORT_REASON_LABEL = 'Reason (kept on the report)';
export const HISTORY_OUTCOMES = {
  hidden: 'Content hidden',
  suspended: 'Suspended',
  dismissed: 'Dismissed',
  open: 'Open',
};
export const RECONCILIATION_TITLE = 'Payments: ledger and provider';
export const RECONCILIATION_AGREES = 'Every task payment and membership agrees with the payment provider.';
