import { MEMBERSHIP_PLANS } from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/** What became of a verified event: acted on, seen before, of no interest, or not matching what FairGo asked for. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

/** A month after the later of now and the current expiry: paying early never loses days. */
export function extendByAMonth(current: Date | null, now: Date): Date {
  const next = new Date(current && current > now ? current : now);
  next.setMonth(next.getMonth() + 1);
  return next;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one place where a payment grants something (architecture.md#the-api): a membership month, a saved task
 * payment method, payouts made ready. It runs only for an event whose signature was verified, and
 * records the event's id in the same transaction as its effect, so a replay or a provider's retry
 * changes nothing. A completed checkout counts only for the checkout FairGo created: the same
 * provider session, the same user, still open, and for a membership the plan's amount, paid.
 */
export async function applyPaymentEvent(app: FastifyInstance, event: Stripe.Event): Promise<EventOutcome> {
  const { payments } = app;
  // Provider calls stay outside the transaction (no network wait while rows are locked).
  let savedCard: string | null = null;
  if (event.type === 'checkout.session.completed' && event.data.object.mode === 'setup') {
    const setup = event.data.object.setup_intent;
    if (!setup) return 'refused';
    savedCard = await payments.paymentMethodOfSetup(typeof setup === 'string' ? setup : setup.id);
  }

  return app.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_events')
      .values({ id: event.id, provider: payments.name, type: event.type, received_at: app.now() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';

    switch (event.type) {
      case 'checkout.session.completed':
        return completeCheckout(trx, event.data.object, savedCard, app.now());
      case 'checkout.session.expired':
        await trx
          .updateTable('payment_checkouts')
          .set({ status: 'expired' })
          .where('provider_ref', '=', event.data.object.id)
          .where('status', '=', 'open')
          .execute();
        return 'applied';
      case 'account.updated':
        return updatePayoutAccount(trx, event.data.object);
      default:
        return 'ignored';
    }
  });
}

async function completeCheckout(
  trx: Db,
  session: Stripe.Checkout.Session,
  savedCard: string | null,
  now: Date,
): Promise<EventOutcome> {
  const checkoutId = session.client_reference_id ?? '';
  if (!UUID.test(checkoutId)) return 'refused';
  const checkout = await trx
    .selectFrom('payment_checkouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .forUpdate()
    .executeTakeFirst();
  if (
    !checkout ||
    checkout.provider_ref !== session.id ||
    session.metadata?.fairgo_user_id !== checkout.user_id ||
    checkout.status !== 'open'
  )
    return 'refused';

  if (checkout.purpose === 'membership') {
    const plan = MEMBERSHIP_PLANS.find((candidate) => candidate.id === checkout.plan);
    if (!plan || session.mode !== 'payment' || session.payment_status !== 'paid') return 'refused';
    if (session.amount_total !== plan.priceCents) return 'refused';
    const user = await trx
      .selectFrom('users')
      .select('membership_expires')
      .where('id', '=', checkout.user_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payments')
      .values({
        user_id: checkout.user_id,
        kind: 'membership',
        plan: plan.id,
        amount_cents: plan.priceCents,
        status: 'paid',
        provider: checkout.provider,
        provider_ref: session.id,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ membership_expires: extendByAMonth(user.membership_expires, now) })
      .where('id', '=', checkout.user_id)
      .execute();
  } else if (checkout.purpose === 'taskPaymentMethod') {
    if (session.mode !== 'setup' || !savedCard) return 'refused';
    await trx
      .updateTable('users')
      .set({ payment_method_id: savedCard, task_payment_method_added: true })
      .where('id', '=', checkout.user_id)
      .execute();
  } else {
    return 'refused';
  }
  await trx
    .updateTable('payment_checkouts')
    .set({ status: 'complete', completed_at: now })
    .where('id', '=', checkout.id)
    .execute();
  return 'applied';
}

/** Payouts are ready when the provider says the account can be paid out (Stripe Connect's `account.updated`). */
async function updatePayoutAccount(trx: Db, account: Stripe.Account): Promise<EventOutcome> {
  const updated = await trx
    .updateTable('users')
    .set({ payout_details_added: account.payouts_enabled === true })
    .where('payout_account_id', '=', account.id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return 'ignored';
  if (account.payouts_enabled)
    await trx
      .updateTable('payment_checkouts')
      .set({ status: 'complete' })
      .where('provider_ref', '=', account.id)
      .where('purpose', '=', 'payouts')
      .where('status', '=', 'open')
      .execute();
  return 'applied';
}
