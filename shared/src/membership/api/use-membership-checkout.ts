import { PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { request } from '@fairgo/shared/api';
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
    write: (plan: MembershipPlanId) => openHostedPage(() => request('POST payments/checkout', { json: { plan } })),
  });
}

/**
 * Opens a payment provider's hosted page in a new tab (product.md#api-calls notes) whose address is still to be
 * asked for: the tab opens at once, inside the click (a tab opened after an await is blocked as a
 * pop-up), and goes to the page when the address comes. If asking fails, the tab closes and the error
 * is the caller's to show.
 */
async function openHostedPage(address: () => Promise<{ url: string }>) {
  const tab = window.open('', '_blank');
  try {
    const { url } = await address();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
