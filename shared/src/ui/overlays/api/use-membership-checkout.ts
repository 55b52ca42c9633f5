import { useAction, PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { openHostedPage, startMembershipCheckout } from '@fairgo/shared/api/payments';
import type { MembershipPlanId } from '@fairgo/shared/rules';

const CHECKOUT_FAILED = 'The payment page could not be opened. Please try again.';

/**
 * Opens the payment provider's hosted page for a plan, in a new tab, made by the API for the
 * signed-in user (product.md#membership). Nothing is paid here: the membership starts on the provider's
 * signed confirmation to the API.
 */
export function useMembershipCheckout() {
  return useAction({
    log: PLATFORM_FAILURES.membershipCheckout,
    run: (plan: MembershipPlanId) => openHostedPage(() => startMembershipCheckout(plan)),
    failed: () => CHECKOUT_FAILED,
  });
}
