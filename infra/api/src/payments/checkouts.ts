import { MEMBERSHIP_PLANS, type MembershipPlanId } from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { CheckoutPurpose } from '../db/schema';
import type { UserRow } from '../plugins/auth';
import { isUniqueViolation } from '../db/database-errors';
import type { HostedPage, PayingUser, ReturnUrls } from './provider';

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
  const back = new URL(RETURN_PATHS[purpose], siteUrl).href;
  const urls: ReturnUrls = { done: back, cancelled: back };
  // A payout onboarding link lives minutes at the provider, and is made anew each time.
  if (purpose === 'payouts') {
    const checkout = { id: randomUUID(), expires_at: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000) };
    const page = await app.payments.payoutOnboarding({
      checkoutId: checkout.id,
      user: paying(user),
      accountId: await payoutAccountOf(app, user),
      urls,
    });
    await app.db
      .insertInto('payment_checkouts')
      .values({
        ...checkout,
        user_id: user.id,
        purpose,
        provider: app.payments.name,
        provider_ref: page.ref,
        url: page.url,
        created_at: now,
      })
      .execute();
    return page.url;
  }

  const checkout = await currentCheckout(app, user, purpose, plan?.id ?? null, now);
  if (checkout.url) return checkout.url;
  // Asked under the checkout's own id and end: asked again (a request that met this row), the
  // provider answers the same page.
  const page =
    purpose === 'membership'
      ? await app.payments.membershipCheckout({
          checkoutId: checkout.id,
          user: paying(user),
          plan: plan!,
          expiresAt: checkout.expires_at,
          urls,
        })
      : await app.payments.paymentMethodSetup({
          checkoutId: checkout.id,
          user: paying(user),
          customerId: await customerOf(app, user),
          expiresAt: checkout.expires_at,
          urls,
        });
  await recordPage(app, checkout.id, page);
  return page.url;
}

const recordPage = (app: FastifyInstance, checkoutId: string, page: HostedPage) =>
  app.db
    .updateTable('payment_checkouts')
    .set({ provider_ref: page.ref, url: page.url })
    .where('id', '=', checkoutId)
    .execute();

/**
 * The checkout handed out for `user`, `purpose` and `plan`: the current one while it has
 * REUSE_MINUTES_LEFT left, else a new one, written before the provider is asked. One is current per
 * account, purpose and plan (a unique index, migration 032): of requests at once, one writes it and
 * the others read it. One that has too little time left stops being current but stays open (its page
 * may still be paid, and its webhook still counts).
 */
async function currentCheckout(
  app: FastifyInstance,
  user: UserRow,
  purpose: Exclude<CheckoutPurpose, 'payouts'>,
  plan: string | null,
  now: Date,
): Promise<{ id: string; url: string | null; expires_at: Date }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('payment_checkouts')
          .select(['id', 'url', 'status', 'expires_at'])
          .where('user_id', '=', user.id)
          .where('purpose', '=', purpose)
          .where('plan', plan ? '=' : 'is', plan)
          .where('current', '=', true)
          .forUpdate()
          .executeTakeFirst();
        const lasts = current && new Date(current.expires_at).getTime() > now.getTime() + REUSE_MINUTES_LEFT * 60_000;
        if (current && current.status === 'open' && lasts)
          return { ...current, expires_at: new Date(current.expires_at) };
        if (current)
          await trx.updateTable('payment_checkouts').set({ current: false }).where('id', '=', current.id).execute();
        const made = {
          id: randomUUID(),
          user_id: user.id,
          purpose,
          plan,
          amount_cents: MEMBERSHIP_PLANS.find((candidate) => candidate.id === plan)?.priceCents ?? null,
          provider: app.payments.name,
          current: true,
          expires_at: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
          created_at: now,
        };
        await trx.insertInto('payment_checkouts').values(made).execute();
        return { id: made.id, url: null, expires_at: made.expires_at };
      });
    } catch (error) {
      // Another request made the current checkout first: read it.
      if (!isUniqueViolation(error) || attempt > 2) throw error;
    }
  }
}
