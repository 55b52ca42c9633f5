import { splitOffer } from '@fairgo/shared/contract';
import { addBusinessDays, format } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Schema } from '../db/schema';
import { badGateway, paymentRequired } from '../lib/http-errors';
import type { UserRow } from '../plugins/auth';
import { PaymentDeclined, type PaymentProvider } from '../payments/provider';
import type { TaskRow } from './task-store';

type Db = Kysely<Schema>;

/*
 * A task's money (product.md#limits, architecture.md#the-api), as provider operations with rows that follow them:
 *
 *   accept   → authorise the offer's amount on the owner's card (held, not taken)   hold: held
 *   complete → decide the capture under the task's lock                             hold: capturing
 *            → capture it, and schedule the tasker's transfer (less the fee)       hold: captured, payout: scheduled
 *   the payout date → transfer to the tasker's payout account                      payout: paid
 *   cancel   → let the authorisation go                                             hold: released
 *
 * Each step that moves money is decided first, under the task's lock, and recorded (an attempt row, a
 * hold marked capturing, a task cancelled); then the provider is asked, outside any transaction (no
 * row stays locked while the network is waited for), with an idempotency key made from our own ids;
 * then the outcome is recorded, under the lock again. A call repeated after a failure, a lost answer,
 * a crash or a concurrent request is answered once, and the task jobs finish any decision a process
 * left half done, so the ledger and the provider agree again within one run (reconciliation.ts).
 */

/** Payouts reach the tasker 2-3 business days after completion (product.md#limits): we promise the later day. */
export const PAYOUT_BUSINESS_DAYS = 3;

const CARD_DECLINED = 'Your card was declined. Please add another payment method and try again.';
const PROVIDER_FAILED = 'The payment provider could not be reached.';

async function call<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof PaymentDeclined) throw paymentRequired(CARD_DECLINED);
    throw Object.assign(badGateway(PROVIDER_FAILED), { cause: error });
  }
}

type Attempt = Insertable<Schema['payment_attempts']>;

/** The provider's authorisation for an attempt: the same attempt asked again gets the same answer. */
const askAuthorization = (payments: PaymentProvider, attempt: Attempt) =>
  call(() =>
    payments.authorize({
      customerId: attempt.customer_id,
      paymentMethodId: attempt.payment_method_id,
      amountCents: attempt.amount_cents,
      description: attempt.description,
      idempotencyKey: `hold-${attempt.id}`,
      metadata: { fairgo_task_id: attempt.task_id, fairgo_offer_id: attempt.offer_id },
    }),
  );

const markAttempt = (db: Db, attemptId: string, status: 'held' | 'released', paymentRef?: string) =>
  db
    .updateTable('payment_attempts')
    .set({ status, ...(paymentRef ? { provider_ref: paymentRef } : {}) })
    .where('id', '=', attemptId)
    .where('status', '=', 'pending')
    .execute();

/**
 * Authorises an offer's amount on the task owner's saved card. The attempt is written before the
 * provider is asked (what is asked, under which idempotency key) and its ref beside it once it
 * answers: if this process dies in between, the task jobs find the attempt and settle it
 * (settleAbandonedAttempts). Each attempt has a key of its own, so an offer accepted again after a
 * refused accept (its amount changed meanwhile) is a new authorisation, not the first one's answer.
 */
export async function authorizeOffer(
  db: Db,
  payments: PaymentProvider,
  owner: Pick<UserRow, 'payment_customer_id' | 'payment_method_id'>,
  task: TaskRow,
  offer: { id: string; amount_cents: number },
  now: Date,
): Promise<{ attemptId: string; paymentRef: string }> {
  if (!owner.payment_customer_id || !owner.payment_method_id)
    throw paymentRequired('You need to verify your payment details to proceed.');
  const attempt: Attempt = {
    id: randomUUID(),
    task_id: task.id,
    offer_id: offer.id,
    amount_cents: offer.amount_cents,
    customer_id: owner.payment_customer_id,
    payment_method_id: owner.payment_method_id,
    description: `FairGo task: ${task.title}`,
    provider: payments.name,
    created_at: now,
  };
  await db.insertInto('payment_attempts').values(attempt).execute();
  let paymentRef: string;
  try {
    paymentRef = await askAuthorization(payments, attempt);
  } catch (error) {
    // Declined: nothing is held. Any other failure stays pending: the provider may have said yes.
    if ((error as { statusCode?: number }).statusCode === 402) await markAttempt(db, attempt.id, 'released');
    throw error;
  }
  await db.updateTable('payment_attempts').set({ provider_ref: paymentRef }).where('id', '=', attempt.id).execute();
  return { attemptId: attempt.id, paymentRef };
}

/** Records an accepted offer's authorisation as the task's hold, with the platform's fee noted. */
export async function recordHold(
  trx: Db,
  task: TaskRow,
  hold: { amountCents: number; paymentRef: string; provider: string; attemptId: string },
  now: Date,
  feePercent: number,
) {
  const { feeCents } = splitOffer(hold.amountCents, feePercent);
  await trx
    .insertInto('payments')
    .values({
      user_id: task.owner_id,
      kind: 'taskHold',
      task_id: task.id,
      amount_cents: hold.amountCents,
      fee_cents: feeCents,
      status: 'held',
      provider: hold.provider,
      provider_ref: hold.paymentRef,
      created_at: now,
    })
    .execute();
  await markAttempt(trx, hold.attemptId, 'held');
}

/** Lets an attempt's authorisation go unless a hold row uses it (an accept that lost the race to another). */
export async function releaseUnusedAuthorization(
  db: Db,
  payments: PaymentProvider,
  attempt: { attemptId: string; paymentRef: string },
) {
  const used = await db
    .selectFrom('payments')
    .select('id')
    .where('provider_ref', '=', attempt.paymentRef)
    .executeTakeFirst();
  if (!used) await call(() => payments.release(attempt.paymentRef, `release-${attempt.paymentRef}`));
  await markAttempt(db, attempt.attemptId, used ? 'held' : 'released');
}

/** How old a pending attempt is before the jobs settle it: far longer than any provider call may take. */
export const ATTEMPT_GRACE_MS = 10 * 60_000;

/**
 * Attempts left pending by a process that died mid-accept (or a provider answer that was lost): each
 * is asked of the provider again under its own key (which answers the authorisation it made, if it
 * made one), then kept when a hold row uses it, or let go. Answers how many it settled.
 */
export async function settleAbandonedAttempts(
  db: Db,
  payments: PaymentProvider,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const abandoned = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider', '=', payments.name)
    .where('created_at', '<', new Date(now.getTime() - ATTEMPT_GRACE_MS))
    .orderBy('created_at')
    .limit(100)
    .execute();
  let settled = 0;
  for (const attempt of abandoned) {
    try {
      const paymentRef = attempt.provider_ref ?? (await askAuthorization(payments, attempt));
      await releaseUnusedAuthorization(db, payments, { attemptId: attempt.id, paymentRef });
      settled += 1;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 402) {
        await markAttempt(db, attempt.id, 'released');
        settled += 1;
      } else log.warn({ err: error, attempt: attempt.id }, 'payment attempt not settled; tried again next run');
    }
  }
  return settled;
}

const heldFor = (db: Db, taskId: string) =>
  db
    .selectFrom('payments')
    .select(['id', 'status', 'provider_ref', 'capture_reason'])
    .where('task_id', '=', taskId)
    .where('kind', '=', 'taskHold')
    .executeTakeFirst();

export type CaptureReason = 'confirmed' | 'automatic';

/**
 * Under the task's lock: the decision to take the held amount, recorded before the provider is asked.
 * From here the task completes whatever happens next (a retry, or the task jobs after a crash, ask the
 * provider again under the same key). A capture already decided keeps its first reason.
 */
export async function decideCapture(trx: Db, taskId: string, reason: CaptureReason) {
  await trx
    .updateTable('payments')
    .set({ status: 'capturing', capture_reason: reason })
    .where('task_id', '=', taskId)
    .where('kind', '=', 'taskHold')
    .where('status', '=', 'held')
    .execute();
}

/** Whether a task's held amount is being taken (decided, not yet finished): the task can only complete now. */
export const captureDecided = async (trx: Db, taskId: string) => (await heldFor(trx, taskId))?.status === 'capturing';

/** Takes a task's held amount at the provider, once it is decided (once, whoever asks and however often). */
export async function captureHold(db: Db, payments: PaymentProvider, taskId: string) {
  const hold = await heldFor(db, taskId);
  if (hold?.status !== 'capturing' || !hold.provider_ref) return;
  await call(() => payments.capture(hold.provider_ref!, `capture-${hold.id}`));
}

/**
 * Under the completing task's lock, after captureHold: the hold is captured and the tasker's payout
 * (the amount less the fee held with it) scheduled for PAYOUT_BUSINESS_DAYS on; answers the payout in
 * cents and why the capture was decided, or null when another request or run finished it already.
 */
export async function settleHold(
  trx: Db,
  task: TaskRow,
  now: Date,
): Promise<{ payoutCents: number; reason: CaptureReason } | null> {
  const hold = await trx
    .updateTable('payments')
    .set({ status: 'captured' })
    .where('task_id', '=', task.id)
    .where('kind', '=', 'taskHold')
    .where('status', '=', 'capturing')
    .returning(['amount_cents', 'fee_cents', 'provider', 'capture_reason'])
    .executeTakeFirst();
  if (!hold) return null;
  const payoutCents = hold.amount_cents - hold.fee_cents;
  await trx
    .insertInto('payments')
    .values({
      user_id: task.assignee_id!,
      kind: 'taskPayout',
      task_id: task.id,
      amount_cents: payoutCents,
      fee_cents: hold.fee_cents,
      status: 'scheduled',
      provider: hold.provider,
      expected_on: format(addBusinessDays(now, PAYOUT_BUSINESS_DAYS), 'yyyy-MM-dd'),
      created_at: now,
    })
    .execute();
  return { payoutCents, reason: hold.capture_reason ?? 'confirmed' };
}

/**
 * Gives a task's held amount back to its owner (a task cancelled before completion): the
 * authorisation is let go at the provider, then the hold is marked released. Nothing held: nothing to do.
 */
export async function releaseHold(db: Db, payments: PaymentProvider, taskId: string) {
  const hold = await heldFor(db, taskId);
  if (hold?.status !== 'held' || !hold.provider_ref) return;
  await call(() => payments.release(hold.provider_ref!, `release-${hold.id}`));
  await db
    .updateTable('payments')
    .set({ status: 'released' })
    .where('id', '=', hold.id)
    .where('status', '=', 'held')
    .execute();
}
