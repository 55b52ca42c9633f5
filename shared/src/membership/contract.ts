import { Type, type Static } from 'typebox';

import { MEMBERSHIP_PLANS, type MembershipPlanId } from './plans';

export * from './plans';
export * from './contact-access';

/** POST /api/payments/checkout: a month of membership on one of the two plans (product.md#limits), for the signed-in user. */
export const CheckoutBody = Type.Object(
  // Unsafe only types the union, which TypeBox cannot infer from a mapped array; the schema is the union's.
  { plan: Type.Unsafe<MembershipPlanId>(Type.Union(MEMBERSHIP_PLANS.map((plan) => Type.Literal(plan.id)))) },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;
/** The provider's hosted page, bound to the user who asked, short-lived and single-use: open it in a new tab. */
export const CheckoutReply = Type.Object({ url: Type.String() });
export type CheckoutReply = Static<typeof CheckoutReply>;

/** One disagreement between the ledger and the payment provider: a task's hold, or a membership checkout. */
export const ReconciliationGap = Type.Object({
  kind: Type.Union([Type.Literal('task'), Type.Literal('membership')]),
  /** The task's id, or the checkout's. */
  id: Type.String(),
  title: Type.String(),
  /** What the ledger says, in words ("task accepted, hold held"). */
  ledger: Type.String(),
  /** What the provider says ("captured", "paid", "unreadable" when it could not be asked). */
  provider: Type.String(),
});
export type ReconciliationGap = Static<typeof ReconciliationGap>;
/** GET /api/payments/reconciliation (admins): how many were compared, and every disagreement. */
export const Reconciliation = Type.Object({
  checked: Type.Object({ tasks: Type.Integer(), memberships: Type.Integer() }),
  gaps: Type.Array(ReconciliationGap),
});
export type Reconciliation = Static<typeof Reconciliation>;
