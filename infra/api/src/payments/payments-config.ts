/**
 * Who takes the money (architecture.md#the-api), from the API's variables: Stripe with both of its keys, the
 * development provider otherwise; production refuses the development provider unless
 * PAYMENTS_PROVIDER=development says so, and one Stripe key without the other.
 */
export type PaymentsConfig =
  { provider: 'stripe'; secretKey: string; webhookSecret: string } | { provider: 'development' };

export function payments(
  read: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; PAYMENTS_PROVIDER?: 'stripe' | 'development' },
  production: boolean,
  problems: string[],
): PaymentsConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, PAYMENTS_PROVIDER: chosen } = read;
  if (chosen === 'development') return { provider: 'development' };
  if (secretKey && webhookSecret) return { provider: 'stripe', secretKey, webhookSecret };
  if (secretKey || webhookSecret || chosen === 'stripe') {
    const missing = [!secretKey && 'STRIPE_SECRET_KEY', !webhookSecret && 'STRIPE_WEBHOOK_SECRET'].filter(Boolean);
    problems.push(`Stripe payments need ${missing.join(' and ')} as well`);
  } else if (production) {
    problems.push(
      'Production takes real money: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=development to run without payments',
    );
  }
  return { provider: 'development' };
}
