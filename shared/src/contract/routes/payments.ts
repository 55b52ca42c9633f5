import { Type } from 'typebox';
import { CheckoutBody, CheckoutReply, Reconciliation } from '../../membership/contract';
import type { RouteTable } from '../route';

/** The development provider's hosted pages, by the ids it hands out. */
const DevCheckoutParams = Type.Object({ sessionId: Type.String({ pattern: '^cs_dev_[0-9a-f]{24}$' }) });
const DevOnboardingParams = Type.Object({ linkId: Type.String({ pattern: '^al_dev_[0-9a-f]{24}$' }) });
/** What the webhook tells the provider: the event was received, and what came of it. */
const WebhookReply = Type.Object({ received: Type.Literal(true), outcome: Type.String() });

/**
 * /api/payments: the membership checkout, the provider's webhook, the admins' reconciliation of the
 * ledger with the provider, and the development provider's hosted pages.
 */
export const paymentsApi = {
  'POST payments/checkout': {
    body: CheckoutBody,
    idempotent: true,
    replies: { 200: CheckoutReply },
    failures: [400, 401, 409, 429, 502],
  },
  'GET payments/reconciliation': { replies: { 200: Reconciliation }, failures: [401, 403] },
  'POST payments/webhook': { replies: { 200: WebhookReply }, failures: [400, 401, 413] },
  'GET payments/dev/checkout/:sessionId': { params: DevCheckoutParams, page: true, failures: [400, 404, 410] },
  'POST payments/dev/checkout/:sessionId': { params: DevCheckoutParams, page: true, failures: [400, 404, 410] },
  'GET payments/dev/onboarding/:linkId': { params: DevOnboardingParams, page: true, failures: [400, 404, 410] },
  'POST payments/dev/onboarding/:linkId': { params: DevOnboardingParams, page: true, failures: [400, 404, 410] },
} as const satisfies RouteTable;
