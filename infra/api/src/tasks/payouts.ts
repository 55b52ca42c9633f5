import { format } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';

type Db = Kysely<Schema>;

// The last step of a task's money (task-money.ts): the tasker's payout, scheduled at completion,
// transferred on its date by the task jobs (auto-complete.ts).

/**
 * Makes the transfers of every payout whose date has come (product.md#limits: 2-3 business days after
 * completion) to the tasker's payout account; answers how many were paid. A failed transfer stays
 * scheduled for the next run, and its key makes sure a retry never pays twice.
 */
export async function payDuePayouts(db: Db, payments: PaymentProvider, now: Date, log: FastifyBaseLogger) {
  const due = await db
    .selectFrom('payments as payout')
    .innerJoin('users', 'users.id', 'payout.user_id')
    .innerJoin('payments as hold', (join) =>
      join.onRef('hold.task_id', '=', 'payout.task_id').on('hold.kind', '=', 'taskHold'),
    )
    .select([
      'payout.id',
      'payout.task_id',
      'payout.amount_cents',
      'users.payout_account_id',
      'hold.provider_ref as source',
    ])
    .where('payout.kind', '=', 'taskPayout')
    .where('payout.status', '=', 'scheduled')
    .where('payout.expected_on', '<=', format(now, 'yyyy-MM-dd'))
    .where('hold.status', '=', 'captured')
    .execute();
  let paid = 0;
  for (const payout of due) {
    if (!payout.payout_account_id || !payout.source) continue;
    try {
      const transfer = await payments.transfer({
        accountId: payout.payout_account_id,
        amountCents: payout.amount_cents,
        sourcePaymentRef: payout.source,
        idempotencyKey: `payout-${payout.id}`,
        metadata: { fairgo_task_id: payout.task_id ?? '', fairgo_payment_id: payout.id },
      });
      await db
        .updateTable('payments')
        .set({ status: 'paid', provider_ref: transfer })
        .where('id', '=', payout.id)
        .where('status', '=', 'scheduled')
        .execute();
      paid += 1;
    } catch (error) {
      log.error({ err: error, payment: payout.id }, 'payout transfer failed; it is retried on the next run');
    }
  }
  return paid;
}
