import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Schema } from '../../db/schema';
import { AUD, type PaymentProvider } from '../provider';
import { devObjects, type Data } from './dev-objects';

export { devObjects } from './dev-objects';

type Db = Kysely<Schema>;

/** Where the development provider's hosted pages live (beside the API, on the site's origin). */
export const DEV_PAGES = {
  checkout: '/api/payments/dev/checkout/:sessionId',
  onboarding: '/api/payments/dev/onboarding/:linkId',
} as const;

/** Like Stripe's test mode, a ready-made card every customer may use (the demo data's saved cards). */
export const TEST_CARD = 'pm_card_visa';
/** Account links expire within minutes, as Stripe's do. */
const LINK_MINUTES = 15;

/**
 * The development payment provider (architecture.md#the-api): no card is charged and no money moves, but it
 * speaks Stripe's protocol. It makes customers, accounts, checkout sessions, payment intents and
 * transfers as records of its own, answers a repeated idempotency key with its first answer, and its
 * hosted pages (routes/payments/development-pages.ts) confirm what a person did with a webhook in
 * Stripe's event shape, signed with `webhookSecret` in Stripe's scheme.
 */
export function developmentProvider({
  db,
  siteUrl,
  now,
}: {
  db: Db;
  siteUrl: string;
  now: () => Date;
}): PaymentProvider {
  const objects = devObjects(db);
  const pageUrl = (path: string, id: string) => new URL(path.replace(/:\w+$/, id), siteUrl).href;

  /**
   * Runs `make` once per key: a retry gets the first answer back. `make` stores its answer under the key
   * (a unique column) before it changes anything else, so of two calls at once one makes it and the
   * other gets its answer.
   */
  async function once<T extends Data>(key: string, make: () => Promise<T>): Promise<T> {
    const earlier = await objects.answered(key);
    if (earlier) return earlier as T;
    try {
      return await make();
    } catch (error) {
      const answer = await objects.answered(key);
      if (answer) return answer as T;
      throw error;
    }
  }

  async function intent(ref: string) {
    const found = await objects.get<{ id: string; status: string; amount: number }>(ref, 'payment_intent');
    if (!found) throw new Error(`No such payment intent: ${ref}`);
    return found;
  }

  return {
    name: 'development',
    webhookSecret: `whsec_dev_${randomBytes(24).toString('hex')}`,

    async customerFor(user) {
      const customer = await once(`customer-${user.id}`, () =>
        objects.create(
          'cus',
          'customer',
          { email: user.email, name: user.name, metadata: { fairgo_user_id: user.id } },
          `customer-${user.id}`,
        ),
      );
      return customer.id as string;
    },

    async payoutAccountFor(user) {
      const key = `payout-account-${user.id}`;
      const account = await once(key, () =>
        objects.create(
          'acct',
          'account',
          { email: user.email, payouts_enabled: false, metadata: { fairgo_user_id: user.id } },
          key,
        ),
      );
      return account.id as string;
    },

    async membershipCheckout({ checkoutId, user, plan, expiresAt, urls }) {
      const key = `checkout-${checkoutId}`;
      const session = await once(key, () =>
        objects.create(
          'cs',
          'checkout.session',
          {
            mode: 'payment',
            status: 'open',
            payment_status: 'unpaid',
            client_reference_id: checkoutId,
            customer_email: user.email,
            amount_total: plan.priceCents,
            currency: AUD,
            description: `FairGo membership: ${plan.title}`,
            metadata: { fairgo_user_id: user.id, purpose: 'membership', plan: plan.id },
            expires_at: Math.floor(expiresAt.getTime() / 1000),
            success_url: urls.done,
            cancel_url: urls.cancelled,
          },
          key,
        ),
      );
      return { ref: session.id as string, url: pageUrl(DEV_PAGES.checkout, session.id as string) };
    },

    async paymentMethodSetup({ checkoutId, user, customerId, expiresAt, urls }) {
      const key = `checkout-${checkoutId}`;
      const session = await once(key, () =>
        objects.create(
          'cs',
          'checkout.session',
          {
            mode: 'setup',
            status: 'open',
            payment_status: 'no_payment_required',
            client_reference_id: checkoutId,
            customer: customerId,
            customer_email: user.email,
            currency: AUD,
            description: 'A card for the tasks you post',
            metadata: { fairgo_user_id: user.id, purpose: 'taskPaymentMethod' },
            expires_at: Math.floor(expiresAt.getTime() / 1000),
            success_url: urls.done,
            cancel_url: urls.cancelled,
          },
          key,
        ),
      );
      return { ref: session.id as string, url: pageUrl(DEV_PAGES.checkout, session.id as string) };
    },

    async payoutOnboarding({ user, accountId, urls }) {
      const link = await objects.create('al', 'account_link', {
        account: accountId,
        email: user.email,
        used: false,
        expires_at: Math.floor(now().getTime() / 1000) + LINK_MINUTES * 60,
        return_url: urls.done,
        refresh_url: urls.cancelled,
      });
      return { ref: accountId, url: pageUrl(DEV_PAGES.onboarding, link.id) };
    },

    async paymentMethodOfSetup(setupRef) {
      const setup = await objects.get<{ payment_method: string }>(setupRef, 'setup_intent');
      if (!setup) throw new Error(`No such setup intent: ${setupRef}`);
      return setup.payment_method;
    },

    async authorize({ customerId, paymentMethodId, amountCents, description, idempotencyKey, metadata }) {
      const created = await once(idempotencyKey, async () => {
        const method =
          paymentMethodId === TEST_CARD
            ? { customer: customerId }
            : await objects.get<{ customer: string }>(paymentMethodId, 'payment_method');
        if (!method || method.customer !== customerId) throw new Error(`No such payment method: ${paymentMethodId}`);
        return objects.create(
          'pi',
          'payment_intent',
          {
            amount: amountCents,
            currency: AUD,
            customer: customerId,
            payment_method: paymentMethodId,
            capture_method: 'manual',
            status: 'requires_capture',
            description,
            metadata,
          },
          idempotencyKey,
        );
      });
      return created.id as string;
    },

    async capture(paymentRef, idempotencyKey) {
      await once(idempotencyKey, async () => {
        const payment = await intent(paymentRef);
        if (payment.status !== 'requires_capture') throw new Error(`Payment ${paymentRef} is ${payment.status}`);
        // The money taken: one balance transaction per capture (what a test counts).
        const taken = await objects.create(
          'txn',
          'balance_transaction',
          { type: 'charge', source: paymentRef, amount: payment.amount },
          idempotencyKey,
        );
        await objects.update(paymentRef, { status: 'succeeded', amount_received: payment.amount });
        return taken;
      });
    },

    async release(paymentRef, idempotencyKey) {
      await once(idempotencyKey, async () => {
        const payment = await intent(paymentRef);
        if (payment.status !== 'requires_capture') throw new Error(`Payment ${paymentRef} is ${payment.status}`);
        const released = await objects.create(
          'txn',
          'balance_transaction',
          { type: 'release', source: paymentRef, amount: 0 },
          idempotencyKey,
        );
        await objects.update(paymentRef, { status: 'canceled', cancellation_reason: 'requested_by_customer' });
        return released;
      });
    },

    async paymentState(paymentRef) {
      const { status } = await intent(paymentRef);
      return status === 'requires_capture'
        ? 'held'
        : status === 'succeeded'
          ? 'captured'
          : status === 'canceled'
            ? 'released'
            : 'other';
    },

    async checkoutPaid(checkoutRef) {
      const session = await objects.get<{ payment_status: string }>(checkoutRef, 'checkout.session');
      return session?.payment_status === 'paid';
    },

    async transfer({ accountId, amountCents, sourcePaymentRef, idempotencyKey, metadata }) {
      const made = await once(idempotencyKey, async () => {
        const account = await objects.get<{ payouts_enabled: boolean }>(accountId, 'account');
        if (!account?.payouts_enabled) throw new Error(`Account ${accountId} cannot take transfers`);
        const source = await intent(sourcePaymentRef);
        if (source.status !== 'succeeded') throw new Error(`Payment ${sourcePaymentRef} is not captured`);
        return objects.create(
          'tr',
          'transfer',
          {
            amount: amountCents,
            currency: AUD,
            destination: accountId,
            source_transaction: sourcePaymentRef,
            metadata,
          },
          idempotencyKey,
        );
      });
      return made.id as string;
    },
  };
}
