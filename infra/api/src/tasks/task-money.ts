import { splitOffer } from '@fairgo/shared/contract';
import { addBusinessDays, format } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { TaskRow } from './task-store';

type Db = Kysely<Schema>;

/** Payouts reach the tasker 2-3 business days after completion (spec §9): we promise the later day. */
export const PAYOUT_BUSINESS_DAYS = 3;

/** Holds an accepted offer's amount from the task's owner, with the platform's fee noted. */
export async function holdOfferAmount(trx: Db, task: TaskRow, amountCents: number, now: Date, feePercent: number) {
  const { feeCents } = splitOffer(amountCents, feePercent);
  await trx
    .insertInto('payments')
    .values({
      user_id: task.owner_id,
      kind: 'taskHold',
      task_id: task.id,
      amount_cents: amountCents,
      fee_cents: feeCents,
      status: 'held',
      provider: 'development',
      created_at: now,
    })
    .execute();
}

/**
 * Releases a completed task's hold and schedules the tasker's payout (the amount less the fee held
 * with it) for PAYOUT_BUSINESS_DAYS on; answers the payout in cents.
 */
export async function releaseHoldToTasker(trx: Db, task: TaskRow, now: Date): Promise<number> {
  const hold = await trx
    .updateTable('payments')
    .set({ status: 'released' })
    .where('task_id', '=', task.id)
    .where('kind', '=', 'taskHold')
    .returning(['amount_cents', 'fee_cents'])
    .executeTakeFirstOrThrow();
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
      provider: 'development',
      expected_on: format(addBusinessDays(now, PAYOUT_BUSINESS_DAYS), 'yyyy-MM-dd'),
      created_at: now,
    })
    .execute();
  return payoutCents;
}
