import { formatMoney, splitOffer } from '@fairgo/shared/contract';
import { addBusinessDays, format } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { TaskRow } from './task-store';

type Db = Kysely<Schema>;

/** The page a task notification leads to (its 'Go to Task' link). */
export const taskUrl = (taskId: string) => `/tasks/task/${taskId}`;
/** Payouts reach the tasker 2-3 business days after completion (spec §9): we promise the later day. */
export const PAYOUT_BUSINESS_DAYS = 3;

/** A notification about a task (spec §3), for the bell of `userId`. */
export async function notify(db: Db, userId: string, task: Pick<TaskRow, 'id'>, message: string) {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, message, action_url: taskUrl(task.id) })
    .execute();
}

/**
 * Accepting an offer (the task row locked by the caller): the offer and the task move on, the
 * offer's amount is held from the owner with the platform's fee noted, and the tasker is told.
 */
export async function acceptOffer(
  trx: Db,
  task: TaskRow,
  offer: { id: string; user_id: string; amount_cents: number },
  now: Date,
  feePercent: number,
) {
  const { feeCents } = splitOffer(offer.amount_cents, feePercent);
  await trx.updateTable('offers').set({ status: 'accepted' }).where('id', '=', offer.id).execute();
  await trx
    .updateTable('tasks')
    .set({ status: 'accepted', assignee_id: offer.user_id, agreed_budget_cents: offer.amount_cents, accepted_at: now })
    .where('id', '=', task.id)
    .execute();
  await trx
    .insertInto('payments')
    .values({
      user_id: task.owner_id,
      kind: 'taskHold',
      task_id: task.id,
      amount_cents: offer.amount_cents,
      fee_cents: feeCents,
      status: 'held',
      provider: 'development',
      created_at: now,
    })
    .execute();
  await notify(
    trx,
    offer.user_id,
    task,
    `Your offer of ${formatMoney(offer.amount_cents)} on "${task.title}" was accepted.`,
  );
}

/**
 * The last step (the task row locked by the caller, in status completedByAssignee): the task is
 * complete, the held amount is released, and the tasker's payout (amount less the fee) is
 * scheduled. Both sides are told; `automatic` when the owner let the 24 hours pass.
 */
export async function completeTask(trx: Db, task: TaskRow, now: Date, how: 'owner' | 'automatic') {
  const hold = await trx
    .updateTable('payments')
    .set({ status: 'released' })
    .where('task_id', '=', task.id)
    .where('kind', '=', 'taskHold')
    .returning(['amount_cents', 'fee_cents'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('tasks')
    .set({ status: 'completedByOwner', completed_by_owner_at: now })
    .where('id', '=', task.id)
    .execute();
  const payoutCents = hold.amount_cents - hold.fee_cents;
  const expectedOn = format(addBusinessDays(now, PAYOUT_BUSINESS_DAYS), 'yyyy-MM-dd');
  await trx
    .insertInto('payments')
    .values({
      user_id: task.assignee_id!,
      kind: 'taskPayout',
      task_id: task.id,
      amount_cents: payoutCents,
      fee_cents: hold.fee_cents,
      status: 'scheduled',
      provider: 'development',
      expected_on: expectedOn,
      created_at: now,
    })
    .execute();
  const done =
    how === 'automatic'
      ? `"${task.title}" was completed automatically, 24 hours after the tasker finished.`
      : `"${task.title}" is complete.`;
  await notify(trx, task.owner_id, task, done);
  await notify(
    trx,
    task.assignee_id!,
    task,
    `${done} Your payout of ${formatMoney(payoutCents)} is expected in 2-3 business days.`,
  );
}
