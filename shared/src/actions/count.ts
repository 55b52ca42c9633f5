import { request } from '@fairgo/shared/api';
import type { CounterRoute } from '@fairgo/shared/contract';
import { API_FAILURES } from './failures';
import { logFailure } from './log-failure';

/**
 * Adds one to a counter (product.md#api-calls): fire-and-forget, so the page never waits on it and a
 * failure is only logged.
 */
export function count(route: CounterRoute): void {
  request(route).catch((error: unknown) => logFailure(API_FAILURES.count, error));
}
