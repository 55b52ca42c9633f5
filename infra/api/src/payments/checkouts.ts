import { MEMBERSHIP_PLANS, type MembershipPlanId } from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { CheckoutPurpose } from '../db/schema';
import type { UserRow } from '../plugins/auth';
import type { PayingUser, ReturnUrls } from './provider';

/** A checkout page lives half an hour (Stripe's shortest `expires_at`): long enough to pay, short enough not to linger. */
export const CHECKOUT_MINUTES = 30;

/** An open checkout is handed out again while it has at least this long left. */
const REUSE_MINUTES_LEFT = 10;

/** Where the provider sends the person back to on the site (the tab the hosted page opened in). */
const RETURN_PATHS: Record<CheckoutPurpose, string> = {
  membership: '/find-worker',
  taskPaymentMethod: '/tasks',
  payouts: '/tasks',
};

const paying = (user: UserRow): PayingUser => ({ id: user.id, email: user.email.toLowerCase(), name: user.name });

/** The user's customer at the provider, made on first need and kept. */
async function customerOf(app: FastifyInstance, user: UserRow) {
  if (user.payment_customer_id) return user.payment_customer_id;
  const customerId = await app.payments.customerFor(paying(user));
  await app.db.updateTable('users').set({ payment_customer_id: customerId }).where('id', '=', user.id).execute();
  return customerId;
}

/** The user's payout account at the provider, made on first need and kept. */
async function payoutAccountOf(app: FastifyInstance, user: UserRow) {
  if (user.payout_account_id) return user.payout_account_id;
  const accountId = await app.payments.payoutAccountFor(paying(user));
  await app.db.updateTable('users').set({ payout_account_id: accountId }).where('id', '=', user.id).execute();
  return accountId;
}

/**
 * Asks the provider for a hosted page for the signed-in `user` and records it, bound to them: its
 * webhook counts only for this checkout, only once, and only for this user (payment-events.ts).
 * Answers the page's URL, which the site opens in a new tab.
 */
export async function startCheckout(
  app: FastifyInstance,
  user: UserRow,
  { purpose, planId, siteUrl }: { purpose: CheckoutPurpose; planId?: MembershipPlanId; siteUrl: string },
): Promise<string> {
  const now = app.now();
  const plan = purpose === 'membership' ? MEMBERSHIP_PLANS.find((candidate) => candidate.id === planId) : undefined;
  // A checkout still open for a while is handed out again: asking twice makes one checkout, not two.
  // (A payout onboarding link lives minutes at the provider, and is made anew each time.)
  if (purpose !== 'payouts') {
    const open = await app.db
      .selectFrom('payment_checkouts')
      .select('url')
      .where('user_id', '=', user.id)
      .where('purpose', '=', purpose)
      .where('plan', plan ? '=' : 'is', plan?.id ?? null)
      .where('status', '=', 'open')
      .where('url', 'is not', null)
      .where('expires_at', '>', new Date(now.getTime() + REUSE_MINUTES_LEFT * 60_000))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (open?.url) return open.url;
  }
  const checkoutId = randomUUID();
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const back = new URL(RETURN_PATHS[purpose], siteUrl).href;
  const urls: ReturnUrls = { done: back, cancelled: back };

  const page =
    purpose === 'membership'
      ? await app.payments.membershipCheckout({ checkoutId, user: paying(user), plan: plan!, expiresAt, urls })
      : purpose === 'taskPaymentMethod'
        ? await app.payments.paymentMethodSetup({
            checkoutId,
            user: paying(user),
            customerId: await customerOf(app, user),
            expiresAt,
            urls,
          })
        : await app.payments.payoutOnboarding({
            checkoutId,
            user: paying(user),
            accountId: await payoutAccountOf(app, user),
            urls,
          });

  await app.db
    .insertInto('payment_checkouts')
    .values({
      id: checkoutId,
      user_id: user.id,
      purpose,
      plan: plan?.id ?? null,
      amount_cents: plan?.priceCents ?? null,
      provider: app.payments.name,
      provider_ref: page.ref,
      url: page.url,
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return page.url;
}
