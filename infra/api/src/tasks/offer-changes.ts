import { formatMoney } from '@fairgo/shared/contract';
import { conflict, forbidden, notFound } from '../lib/http-errors';
import type { Actor, Step } from './task-lifecycle';
import { takesOffers } from './task-lifecycle';
import { notify } from './task-notifications';
import type { TaskRow } from './task-store';

/*
 * A pending offer changes while its task is open: its tasker updates the amount and the
 * message or withdraws it; the task's owner declines it, with a reason if they like. Each runs under
 * the task's row lock (withLockedTask), so it cannot cross an acceptance or a cancellation: of the
 * two, one wins and the other gets a 409. Each change tells the other side.
 */

async function pendingOffer({ trx }: Step, task: TaskRow, offerId: string) {
  const offer = await trx
    .selectFrom('offers')
    .select(['id', 'user_id', 'amount_cents', 'status'])
    .where('id', '=', offerId)
    .where('task_id', '=', task.id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  if (!offer) throw notFound('No offer has this id.');
  return offer;
}

function checkStillPending(task: TaskRow, offer: { status: string }) {
  if (offer.status !== 'pending') throw conflict('This offer is no longer pending.');
  if (!takesOffers(task.status)) throw conflict('This task is no longer taking offers.');
}

/** The offer's tasker sets a new amount and message; the fee and 'You will get' follow from the amount. */
export async function updateOffer(
  step: Step,
  task: TaskRow,
  offerId: string,
  tasker: Actor,
  change: { amountCents: number; message: string },
) {
  const offer = await pendingOffer(step, task, offerId);
  if (offer.user_id !== tasker.id) throw forbidden('Only the tasker who made this offer can change it.');
  checkStillPending(task, offer);
  await step.trx
    .updateTable('offers')
    .set({ amount_cents: change.amountCents, message: change.message, updated_at: step.now })
    .where('id', '=', offer.id)
    .execute();
  await notify(
    step.trx,
    task.owner_id,
    task,
    `${tasker.name} changed their offer on "${task.title}" to ${formatMoney(change.amountCents)}.`,
  );
}

/** The offer's tasker takes it back; they may make a new one while the task is open. */
export async function withdrawOffer(step: Step, task: TaskRow, offerId: string, tasker: Actor) {
  const offer = await pendingOffer(step, task, offerId);
  if (offer.user_id !== tasker.id) throw forbidden('Only the tasker who made this offer can withdraw it.');
  checkStillPending(task, offer);
  await step.trx
    .updateTable('offers')
    .set({ status: 'withdrawn', updated_at: step.now })
    .where('id', '=', offer.id)
    .execute();
  await notify(step.trx, task.owner_id, task, `${tasker.name} withdrew their offer on "${task.title}".`);
}

/** The task's owner turns an offer down, with an optional reason the tasker sees. */
export async function declineOffer(step: Step, task: TaskRow, offerId: string, owner: Actor, reason: string) {
  const offer = await pendingOffer(step, task, offerId);
  if (task.owner_id !== owner.id) throw forbidden('Only the task owner can decline offers.');
  checkStillPending(task, offer);
  await step.trx
    .updateTable('offers')
    .set({ status: 'declined', decline_reason: reason || null, updated_at: step.now })
    .where('id', '=', offer.id)
    .execute();
  await notify(
    step.trx,
    offer.user_id,
    task,
    `Your offer on "${task.title}" was declined${reason ? `: ${reason}` : '.'}`,
  );
}
