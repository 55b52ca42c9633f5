import { useAction } from '@fairgo/shared/actions';
import { isApiError } from '@fairgo/shared/api';
import { subscribeToNewsletter } from '@fairgo/shared/api/newsletter';
import { FAILURES } from '../../platform/failures';

export const SUBSCRIBE_FAILED = 'Something went wrong. Please try again.';
export const SUBSCRIBE_ERROR = 'An error occurred. Please try again.';

/** The newsletter signup (product.md#messages): a refused request says 'Something went wrong', an unreachable server 'An error occurred'. */
export function useSubscribe() {
  return useAction({
    log: FAILURES.newsletter,
    run: (address: string) => subscribeToNewsletter(address),
    failed: (error) => (isApiError(error) && error.status > 0 ? SUBSCRIBE_FAILED : SUBSCRIBE_ERROR),
  });
}
