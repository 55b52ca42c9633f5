import type { MembershipPlanId } from '@fairgo/shared/rules';
import { request } from '@fairgo/shared/api';

/** POST /api/payments/checkout: the provider's hosted page for a month of `plan`, made for the signed-in user. */
export const startMembershipCheckout = (plan: MembershipPlanId) =>
  request('POST payments/checkout', { json: { plan } });

/** GET /api/payments/reconciliation (admins): the ledger compared with the payment provider. */
export const getReconciliation = () => request('GET payments/reconciliation');

/**
 * Opens a payment provider's hosted page in a new tab (product.md#api-calls notes) whose address is still to be
 * asked for: the tab opens at once, inside the click (a tab opened after an await is blocked as a
 * pop-up), and goes to the page when the address comes. If asking fails, the tab closes and the error
 * is the caller's to show.
 */
export async function openHostedPage(address: () => Promise<{ url: string }>) {
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
