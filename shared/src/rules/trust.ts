/** What can be reported: the kinds of content, each with the word a page uses for it. */
export const REPORT_SUBJECTS = {
  task: 'task',
  offer: 'offer',
  question: 'question',
  message: 'message',
  jobListing: 'job listing',
  workerListing: 'worker listing',
  profile: 'profile',
} as const;
export type ReportSubject = keyof typeof REPORT_SUBJECTS;

/** The reasons a report may give, in the order the form lists them. */
export const REPORT_REASONS = [
  'Spam or advertising',
  'Scam or fraud',
  'Offensive or abusive',
  'Asks to pay or talk off FairGo',
  'Fake profile or listing',
  'Something else',
] as const;

export const REPORT_STATUSES = ['open', 'hidden', 'suspended', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A person's rating: the mean of their visible reviews (one decimal), and how many there are. */
export interface Rating {
  average: number | null;
  count: number;
}

/** What a suspended user is told when they try to sign in (the login answers 403 with it). */
export const ACCOUNT_SUSPENDED =
  'Your account has been suspended after a report. If you think this is a mistake, please contact us through the Feedback page.';
/** The same, with the admin's reason when there is one: at sign-in, and to a user signed in at the time. */
export const suspendedMessage = (reason: string | null) =>
  reason ? `${ACCOUNT_SUSPENDED} Reason: ${reason}` : ACCOUNT_SUSPENDED;
