import type { ApiRoute } from '../contract/routes';

/**
 * The routes the contract declares `idempotent` (writes that create something), listed here without
 * their schemas so the browser's client carries no more than their names; a test keeps the two alike.
 * The client sends each of them an Idempotency-Key, and retries one that a failing instance cut off.
 */
export const IDEMPOTENT_ROUTES: ReadonlySet<ApiRoute> = new Set<ApiRoute>([
  'POST register',
  'POST findwork/submit',
  'POST findworker/submit',
  'POST tasks/postTask',
  'POST offers/submitOffer/:taskId',
  'POST payments/checkout',
]);
