/** The two membership plans (product.md#limits), in AUD cents a month. */
export const MEMBERSHIP_PLANS = [
  {
    id: 'standard',
    priceCents: 2500,
    title: '$25 a month',
    features: ['Unlimited job posts', 'Contact 50 workers a week'],
    suitedTo: 'Small organisations',
  },
  {
    id: 'premium',
    priceCents: 5000,
    title: '$50 a month',
    features: ['Unlimited contact with workers', 'Quick-response technical support'],
    suitedTo: 'Mid to large organisations and recruiters',
  },
] as const;

export type MembershipPlanId = (typeof MEMBERSHIP_PLANS)[number]['id'];
