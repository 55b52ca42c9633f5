import Stripe from 'stripe';
import { AUD, PaymentDeclined, type PaymentProvider, type ProviderPaymentState } from './provider';

/** Where the Stripe SDK sends its calls: Stripe itself, or a test's local server. */
export type StripeEndpoint = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

/** A PaymentIntent's status, as a hold's state. */
const STATES: Partial<Record<Stripe.PaymentIntent.Status, ProviderPaymentState>> = {
  requires_capture: 'held',
  succeeded: 'captured',
  canceled: 'released',
};

/**
 * Stripe (https://docs.stripe.com): Checkout for the membership (mode payment) and the task payment
 * method (mode setup), Connect Express accounts for payouts, manual-capture PaymentIntents for held
 * task funds and Transfers for payouts. Every call that creates or moves something carries an
 * idempotency key made from FairGo's own ids, so a retry is answered, never repeated.
 */
export function stripeProvider(
  { secretKey, webhookSecret }: { secretKey: string; webhookSecret: string },
  endpoint: StripeEndpoint = {},
): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint });
  const declined = (error: unknown) => {
    if (error instanceof Stripe.errors.StripeCardError) return new PaymentDeclined(error.message);
    return error;
  };

  return {
    name: 'stripe',
    webhookSecret,

    async customerFor(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { fairgo_user_id: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async payoutAccountFor(user) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'AU',
          email: user.email,
          capabilities: { transfers: { requested: true } },
          metadata: { fairgo_user_id: user.id },
        },
        { idempotencyKey: `payout-account-${user.id}` },
      );
      return account.id;
    },

    async membershipCheckout({ checkoutId, user, plan, expiresAt, urls }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: checkoutId,
          customer_email: user.email,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: AUD,
                unit_amount: plan.priceCents,
                product_data: { name: `FairGo membership: ${plan.title}` },
              },
            },
          ],
          metadata: { fairgo_user_id: user.id, purpose: 'membership', plan: plan.id },
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          success_url: urls.done,
          cancel_url: urls.cancelled,
        },
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      return { ref: session.id, url: session.url! };
    },

    async paymentMethodSetup({ checkoutId, user, customerId, expiresAt, urls }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: AUD,
          customer: customerId,
          client_reference_id: checkoutId,
          metadata: { fairgo_user_id: user.id, purpose: 'taskPaymentMethod' },
          setup_intent_data: { metadata: { fairgo_user_id: user.id } },
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          success_url: urls.done,
          cancel_url: urls.cancelled,
        },
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      return { ref: session.id, url: session.url! };
    },

    async payoutOnboarding({ accountId, urls }) {
      // Account links are single-use and expire within minutes; refresh_url asks for a new one.
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: urls.cancelled,
        return_url: urls.done,
      });
      return { ref: accountId, url: link.url };
    },

    async paymentMethodOfSetup(setupRef) {
      const intent = await stripe.setupIntents.retrieve(setupRef);
      const method = intent.payment_method;
      if (!method) throw new Error(`SetupIntent ${setupRef} has no payment method`);
      return typeof method === 'string' ? method : method.id;
    },

    async authorize({ customerId, paymentMethodId, amountCents, description, idempotencyKey, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: AUD,
            customer: customerId,
            payment_method: paymentMethodId,
            capture_method: 'manual',
            confirm: true,
            off_session: true,
            description,
            metadata,
          },
          { idempotencyKey },
        );
        if (intent.status !== 'requires_capture') throw new PaymentDeclined(`The payment is ${intent.status}.`);
        return intent.id;
      } catch (error) {
        throw declined(error);
      }
    },

    async capture(paymentRef, idempotencyKey) {
      try {
        await stripe.paymentIntents.capture(paymentRef, {}, { idempotencyKey });
      } catch (error) {
        // Captured by an earlier call whose answer was lost (past the key's 24 hours): done already.
        const intent = await stripe.paymentIntents.retrieve(paymentRef);
        if (intent.status !== 'succeeded') throw error;
      }
    },

    async release(paymentRef, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(paymentRef, {}, { idempotencyKey });
      } catch (error) {
        const intent = await stripe.paymentIntents.retrieve(paymentRef);
        if (intent.status !== 'canceled') throw error;
      }
    },

    async paymentState(paymentRef) {
      const { status } = await stripe.paymentIntents.retrieve(paymentRef);
      return STATES[status] ?? 'other';
    },

    async checkoutPaid(checkoutRef) {
      const session = await stripe.checkout.sessions.retrieve(checkoutRef);
      return session.payment_status === 'paid';
    },

    async transfer({ accountId, amountCents, sourcePaymentRef, idempotencyKey, metadata }) {
      const intent = await stripe.paymentIntents.retrieve(sourcePaymentRef);
      const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
      const transfer = await stripe.transfers.create(
        {
          amount: amountCents,
          currency: AUD,
          destination: accountId,
          ...(charge ? { source_transaction: charge } : {}),
          metadata,
        },
        { idempotencyKey },
      );
      return transfer.id;
    },
  };
}
