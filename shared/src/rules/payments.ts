/** The two membership plans (spec §9), in AUD cents a month. */
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

/** Where the payment provider's hosted pages live (the development provider serves them under /api). */
export const PAYMENT_PAGES = {
  membership: '/api/payments/membership',
  taskPaymentMethod: '/api/payments/task-payment-method',
  payout: '/api/payments/payout',
} as const;
