export const MAX_FEEDBACK_MESSAGE = 2000;

export const FEEDBACK_STATUSES = ['new', 'reviewed'] as const;
