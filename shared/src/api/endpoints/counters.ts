import { API_FAILURES, logFailure } from '@fairgo/shared/actions';
import { request } from '@fairgo/shared/api';

/**
 * The fire-and-forget counters of product.md#api-calls: the answer is unused, and a failure only logged, so a
 * counter never stands in the way of what the person asked for.
 */
const count = (route: 'GET askforjobcount' | 'GET postajobcount' | 'GET visitorcount' | 'GET postTaskCount') => () => {
  request(route).catch((error: unknown) => logFailure(API_FAILURES.count, error));
};

export const countAskForJob = count('GET askforjobcount');
export const countPostAJob = count('GET postajobcount');
export const countVisitor = count('GET visitorcount');
export const countPostTask = count('GET postTaskCount');
