/**
 * A task's statuses, in the order a task goes through them (product.md#records, product.md#task-states). This list is the one
 * declaration: the contract's schemas, the database's types and the seed derive from it, and a test
 * checks migration 001's CHECK against it. What each status allows is `infra/api/src/tasks/task-lifecycle.ts`.
 */
export const TASK_STATUSES = ['open', 'accepted', 'completedByAssignee', 'completedByOwner', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * An offer's statuses: pending until the owner accepts or declines it or its tasker withdraws it;
 * the pending offers of a cancelled task are closed.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Time-of-day slots (product.md#validation, product.md#limits), with the window each stands for. */
export const DUE_TIMES = {
  Morning: 'Before 10am',
  Midday: '10am - 2pm',
  Afternoon: '2pm - 6pm',
  Evening: 'After 6pm',
} as const;

export type DueTime = keyof typeof DUE_TIMES;

export const MAX_TASK_TITLE = 50;

export const MAX_TASK_DESCRIPTION = 500;

export const MAX_OFFER_MESSAGE = 500;

export const MAX_QUESTION = 500;

export const MAX_TASK_MESSAGE = 1000;

/** Offer messages longer than this are shortened in lists, with Show More (product.md#limits). */
export const OFFER_PREVIEW_CHARS = 100;

export const MAX_TASK_IMAGES = 5;

/** The largest budget or offer we take, in dollars. */
export const MAX_TASK_BUDGET = 100_000;

/** The platform's cut of an accepted offer, in percent (product.md#limits); the server may be configured otherwise. */
export const TASK_FEE_PERCENT = 10;

/** Hours the owner has to confirm before a task completes by itself (product.md#limits). */
export const AUTO_COMPLETE_HOURS = 24;

/** Hours the other side has to answer a request to cancel an accepted task; after it the request stands for admins. */
export const CANCELLATION_ANSWER_HOURS = 48;

/** Days after completion in which each side may review the other. */
export const REVIEW_WINDOW_DAYS = 14;

export const MAX_REVIEW_COMMENT = 500;

export const MAX_REASON = 500;

/** Dollars to whole cents, exactly: '12.5' and 12.5 both give 1250. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

export const toDollars = (cents: number) => cents / 100;

/** The fee and the tasker's share of an offer, in cents; the fee rounds to the nearest cent. */
export function splitOffer(amountCents: number, feePercent = TASK_FEE_PERCENT) {
  const feeCents = Math.round((amountCents * feePercent) / 100);
  return { feeCents, payoutCents: amountCents - feeCents };
}
