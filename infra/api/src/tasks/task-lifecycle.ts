import { formatMoney, type TaskStatus } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { badGateway, conflict, forbidden, notFound } from '../lib/http-errors';
import type { UserRow } from '../plugins/auth';
import type { PaymentProvider } from '../payments/provider';
import {
  authorizeOffer,
  captureDecided,
  captureHold,
  type CaptureReason,
  decideCapture,
  recordHold,
  releaseUnusedAuthorization,
  settleHold,
} from './task-money';
import { notify } from './task-notifications';
import { moveTask } from './task-states';
import { findTask, type TaskRow } from './task-store';

/*
 * The task lifecycle (product.md#records, product.md#task-states, product.md#limits), from offer to completion; cancelling is cancellation.ts. Every
 * move between statuses, both files', is in task-states.ts, with its picture.
 *
 * Each transition takes the task's row locked for its transaction (`withLockedTask`, or the
 * automatic job's own FOR UPDATE) and the actor; it refuses an actor who may not make it (403) and
 * a task in any other status (409), then moves the task on with the money and the notifications that
 * go with the step. The statuses are TASK_STATUSES (`@fairgo/shared/rules`); what each allows is here,
 * and the move itself is `moveTask`.
 *
 * The two steps that move money never ask the payment provider under the lock, nor before the
 * decision is recorded (task-money.ts). Accepting records an attempt, asks for the authorisation, then
 * re-checks under the lock and records the hold (or lets the authorisation go). Completing decides the
 * capture under the lock (the hold becomes capturing, and "not done yet" is refused from then on),
 * asks the provider to capture, then completes under the lock; the task jobs finish a completion a
 * crash or a provider failure left half done.
 */

type Db = Kysely<Schema>;
export type Actor = Pick<UserRow, 'id' | 'name'>;
/** What every transition runs with: the transaction holding the lock, the time, the platform's fee. */
export interface Step {
  trx: Db;
  now: Date;
  feePercent: number;
}

/** Taskers offer, and anyone asks, while the task is open. */
export const takesOffers = (status: TaskStatus) => status === 'open';
export const takesQuestions = (status: TaskStatus) => status === 'open';
/** The owner and the assignee message each other from acceptance until the owner's confirmation. */
export const inProgress = (status: TaskStatus) => status === 'accepted' || status === 'completedByAssignee';

/** Where a route's transitions run: the database, the app's clock, the configured fee and the payment provider. */
export interface Lifecycle {
  db: Db;
  now: () => Date;
  feePercent: number;
  payments: PaymentProvider;
}

/** Runs `change` in a transaction that holds the task's row lock: every change of status goes through here. */
export async function withLockedTask<T>(
  { db, now, feePercent }: Pick<Lifecycle, 'db' | 'now' | 'feePercent'>,
  taskId: string,
  change: (step: Step, task: TaskRow) => Promise<T>,
) {
  return db.transaction().execute(async (trx) => {
    const task = await trx.selectFrom('tasks').selectAll().where('id', '=', taskId).forUpdate().executeTakeFirst();
    if (!task) throw notFound('No task has this id.');
    return change({ trx, now: now(), feePercent }, task);
  });
}

/** A tasker's offer on an open task that is not theirs, once they can be paid (product.md#task-states). */
export async function submitOffer(
  { trx, now }: Step,
  task: TaskRow,
  tasker: Actor & Pick<UserRow, 'payout_details_added'>,
  offer: { amountCents: number; message: string },
) {
  if (task.owner_id === tasker.id) throw forbidden('You cannot make an offer on your own task.');
  if (!tasker.payout_details_added) throw forbidden('Payout Details Required');
  if (!takesOffers(task.status)) throw conflict('This task is no longer taking offers.');
  const owner = await trx.selectFrom('users').select('suspended_at').where('id', '=', task.owner_id).executeTakeFirst();
  if (task.hidden_at || owner?.suspended_at) throw conflict('This task is no longer taking offers.');
  await trx
    .insertInto('offers')
    .values({
      task_id: task.id,
      user_id: tasker.id,
      amount_cents: offer.amountCents,
      message: offer.message,
      created_at: now,
    })
    .execute();
  await notify(
    trx,
    task.owner_id,
    task,
    `${tasker.name} offered ${formatMoney(offer.amountCents)} on "${task.title}".`,
  );
}

type OfferRow = { id: string; user_id: string; amount_cents: number; status: string };

/** Who may accept, and when: the owner, one pending offer, while the task is open. */
function checkAccept(task: TaskRow, owner: Actor, offer: OfferRow) {
  if (task.owner_id !== owner.id) throw forbidden('Only the task owner can accept offers.');
  if (task.status !== 'open') throw conflict('This task has already been assigned.');
  if (offer.status !== 'pending') throw conflict('This offer is no longer pending.');
}

const findOffer = async (db: Db, offerId: string) => {
  const offer = await db
    .selectFrom('offers')
    .select(['id', 'task_id', 'user_id', 'amount_cents', 'status'])
    .where('id', '=', offerId)
    .executeTakeFirst();
  if (!offer) throw notFound('No offer has this id.');
  return offer;
};

/**
 * open → accepted: the owner takes one pending offer. Its amount is authorised on the owner's card
 * first; under the lock the checks are made again (another accept may have won meanwhile, or the
 * tasker changed the amount) and the hold is recorded, or the unused authorisation is let go. The
 * tasker is told.
 */
export async function acceptOffer(
  lifecycle: Lifecycle,
  owner: Actor & Pick<UserRow, 'payment_customer_id' | 'payment_method_id'>,
  offerId: string,
) {
  const offer = await findOffer(lifecycle.db, offerId);
  const task = await findTask(lifecycle.db, offer.task_id);
  checkAccept(task, owner, offer);
  // A suspended tasker cannot sign in: not to do the task, nor to answer a cancellation.
  const tasker = await lifecycle.db
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', offer.user_id)
    .executeTakeFirst();
  if (tasker?.suspended_at) throw conflict("This tasker's account is suspended, so their offer cannot be accepted.");
  let authorized: { attemptId: string; paymentRef: string };
  try {
    authorized = await authorizeOffer(lifecycle.db, lifecycle.payments, owner, task, offer, lifecycle.now());
  } catch (error) {
    // Another accept may have won meanwhile: then its answer (409) is the truthful one.
    checkAccept(await findTask(lifecycle.db, task.id), owner, await findOffer(lifecycle.db, offerId));
    throw error;
  }
  try {
    await withLockedTask(lifecycle, task.id, async ({ trx, now, feePercent }, locked) => {
      // Read under the task's lock: another accept may have finished while we waited for it, or the
      // tasker changed the offer (an update takes the same lock): what is held is what is agreed.
      const current = await findOffer(trx, offerId);
      checkAccept(locked, owner, current);
      if (current.amount_cents !== offer.amount_cents)
        throw conflict(
          `This offer changed to ${formatMoney(current.amount_cents)} while you were accepting it. Please look at it again.`,
        );
      await trx.updateTable('offers').set({ status: 'accepted' }).where('id', '=', offer.id).execute();
      await moveTask(trx, task.id, 'acceptOffer', {
        assignee_id: offer.user_id,
        agreed_budget_cents: offer.amount_cents,
        accepted_at: now,
      });
      const hold = { amountCents: offer.amount_cents, provider: lifecycle.payments.name, ...authorized };
      await recordHold(trx, locked, hold, now, feePercent);
      await notify(
        trx,
        offer.user_id,
        locked,
        `Your offer of ${formatMoney(offer.amount_cents)} on "${locked.title}" was accepted.`,
      );
    });
  } catch (error) {
    await releaseUnusedAuthorization(lifecycle.db, lifecycle.payments, authorized);
    throw error;
  }
}

/** accepted → completedByAssignee: the tasker says it is done; the owner has 24 hours to confirm. */
export async function markCompletedByAssignee({ trx, now }: Step, task: TaskRow, tasker: Actor) {
  if (task.assignee_id !== tasker.id) throw forbidden('Only the assigned tasker can mark this task as completed.');
  if (task.status !== 'accepted') throw conflict('Only a task in progress can be marked as completed.');
  await moveTask(trx, task.id, 'markCompletedByAssignee', {
    completed_by_assignee_at: now,
    not_done_note: null,
    not_done_at: null,
  });
  await notify(
    trx,
    task.owner_id,
    task,
    `${tasker.name} has completed "${task.title}". Please confirm within 24 hours, or it completes automatically.`,
  );
}

/**
 * completedByAssignee → accepted: the owner answers "not done yet" within the 24 hours. The clock
 * stops (nothing completes by itself), the money stays held, and the tasker is told why.
 */
export async function notDoneYet({ trx, now }: Step, task: TaskRow, owner: Actor, note: string) {
  checkConfirm(task, owner);
  if (await captureDecided(trx, task.id))
    throw conflict('This task is already being completed: its payment is being released to the tasker.');
  await moveTask(trx, task.id, 'notDoneYet', {
    completed_by_assignee_at: null,
    not_done_note: note || null,
    not_done_at: now,
  });
  await notify(
    trx,
    task.assignee_id!,
    task,
    `${owner.name} says "${task.title}" is not done yet${note ? `: ${note}` : '.'} The money stays held until it is.`,
  );
}

/** Who may confirm, and when: the owner, once the tasker has marked the task completed. */
function checkConfirm(task: TaskRow, owner: Actor) {
  if (task.owner_id !== owner.id) throw forbidden('Only the task owner can confirm completion.');
  if (task.status !== 'completedByAssignee') throw conflict('The tasker has not marked this task as completed yet.');
}

/** completedByAssignee → completedByOwner, by the owner's confirmation. */
export async function confirmCompletion(lifecycle: Lifecycle, taskId: string, owner: Actor) {
  await completeWithCapture(lifecycle, taskId, 'confirmed', (task) => checkConfirm(task, owner));
}

/**
 * completedByAssignee → completedByOwner, when the owner let AUTO_COMPLETE_HOURS pass, or to finish a
 * completion already decided that a crash or a provider failure left half done (re-checked under the lock).
 */
export async function completeAutomatically(lifecycle: Lifecycle, taskId: string) {
  return completeWithCapture(lifecycle, taskId, 'automatic', (task) => {
    if (task.status !== 'completedByAssignee') throw conflict('This task is no longer waiting for confirmation.');
  });
}

const CAPTURE_LATER =
  'The payment provider could not be reached. The completion is recorded: the task completes as soon as the provider answers.';

const COMPLETED: Record<CaptureReason, string> = {
  confirmed: 'is complete.',
  automatic: 'was completed automatically, 24 hours after the tasker finished.',
};

/**
 * The last step, in three: under the lock the capture is decided (task-money.ts: decideCapture); the
 * provider takes the held amount (a failure leaves the decision standing, and the same step again, or
 * the task jobs, finish it); under the lock again the task completes, the tasker's payout is scheduled
 * and both sides are told. Of two completions at once both may ask the provider, whose key is the
 * hold's, and only one completes: it answers true, the other false.
 */
async function completeWithCapture(
  lifecycle: Lifecycle,
  taskId: string,
  reason: CaptureReason,
  check: (task: TaskRow) => void,
) {
  await withLockedTask(lifecycle, taskId, async ({ trx }, task) => {
    check(task);
    await decideCapture(trx, task.id, reason);
  });
  await captureHold(lifecycle.db, lifecycle.payments, taskId).catch((error: { statusCode?: number }) => {
    if (error.statusCode !== 502) throw error;
    throw Object.assign(badGateway(CAPTURE_LATER), { cause: error });
  });
  return withLockedTask(lifecycle, taskId, async ({ trx, now }, task) => {
    if (task.status !== 'completedByAssignee') return false;
    const settled = await settleHold(trx, task, now);
    if (!settled) return false;
    const move = settled.reason === 'confirmed' ? 'confirmCompletion' : 'completeAutomatically';
    await moveTask(trx, task.id, move, { completed_by_owner_at: now });
    const message = `"${task.title}" ${COMPLETED[settled.reason]}`;
    await notify(trx, task.owner_id, task, message);
    await notify(
      trx,
      task.assignee_id!,
      task,
      `${message} Your payout of ${formatMoney(settled.payoutCents)} is expected in 2-3 business days.`,
    );
    return true;
  });
}
