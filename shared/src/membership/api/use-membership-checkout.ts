import { PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { openHostedPage, startMembershipCheckout } from '@fairgo/shared/api/payments';
import { useWrite } from '@fairgo/shared/queries';
import type { MembershipPlanId } from '@fairgo/shared/rules';

/**
 * Opens the payment provider's hosted page for a plan, in a new tab, made by the API for the
 * signed-in user (product.md#membership). Nothing is paid here: the membership starts on the provider's
 * signed confirmation to the API.
 */
export function useMembershipCheckout() {
  return useWrite({
    failure: PLATFORM_FAILURES.membershipCheckout,
    write: (plan: MembershipPlanId) => openHostedPage(() => startMembershipCheckout(plan)),
  });
}
