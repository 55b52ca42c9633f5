import type { Reconciliation, ReconciliationGap } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { PaymentProvider, ProviderPaymentState } from './provider';

type Db = Kysely<Schema>;

/** What the provider should say of a hold, by the hold's row; `capturing` is a capture decided, not yet finished. */
const EXPECTED: Record<string, ProviderPaymentState[]> = {
  held: ['held'],
  capturing: ['held', 'captured'],
  captured: ['captured'],
  released: ['released'],
};

/** Which holds go with a task's status: a task in progress holds; a completed one took; a cancelled one let go. */
const HOLDS_BY_TASK: Record<string, string[]> = {
  accepted: ['held'],
  completedByAssignee: ['held', 'capturing'],
  completedByOwner: ['captured'],
  // A release the provider has not answered yet is retried by the task jobs until it does.
  cancelled: ['held', 'released'],
};

/** How many provider reads run at once: enough to be quick, few enough for the provider's rate limits. */
const AT_ONCE = 8;

async function inBatches<T, R>(items: T[], read: (item: T) => Promise<R>) {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE)
    answers.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(read))));
  return answers;
}

const readState = <T>(read: () => Promise<T>) => read().catch(() => 'unreadable' as const);

/**
 * Every task hold and membership checkout of the ledger, compared with the provider's records: the
 * money the ledger says is held, taken or let go, and the memberships it granted, against what the
 * provider did. Answers what was checked and each disagreement, for the admins (GET
 * /api/payments/reconciliation). A capture decided but not finished agrees with either of its ends:
 * the task jobs finish it within a run.
 */
export async function reconcile(db: Db, payments: PaymentProvider): Promise<Reconciliation> {
  const holds = await db
    .selectFrom('payments')
    .innerJoin('tasks', 'tasks.id', 'payments.task_id')
    .select(['tasks.id', 'tasks.title', 'tasks.status as taskStatus', 'payments.status', 'payments.provider_ref'])
    .where('payments.kind', '=', 'taskHold')
    .where('payments.provider', '=', payments.name)
    .orderBy('payments.created_at')
    .execute();
  const checkouts = await db
    .selectFrom('payment_checkouts')
    .leftJoin('payments', (join) =>
      join.onRef('payments.provider_ref', '=', 'payment_checkouts.provider_ref').on('payments.kind', '=', 'membership'),
    )
    .select([
      'payment_checkouts.id',
      'payment_checkouts.plan',
      'payment_checkouts.status',
      'payment_checkouts.provider_ref',
      'payments.id as paymentId',
    ])
    .where('payment_checkouts.purpose', '=', 'membership')
    .where('payment_checkouts.provider', '=', payments.name)
    // A checkout whose provider has not answered yet has no page anyone could pay.
    .where('payment_checkouts.provider_ref', 'is not', null)
    .orderBy('payment_checkouts.created_at')
    .execute();

  const gaps: ReconciliationGap[] = [];
  const holdStates = await inBatches(holds, (hold) =>
    hold.provider_ref ? readState(() => payments.paymentState(hold.provider_ref!)) : Promise.resolve('none'),
  );
  holds.forEach((hold, index) => {
    const provider = holdStates[index]!;
    const agrees =
      (EXPECTED[hold.status] ?? []).includes(provider as ProviderPaymentState) &&
      (HOLDS_BY_TASK[hold.taskStatus] ?? []).includes(hold.status);
    if (!agrees)
      gaps.push({
        kind: 'task',
        id: hold.id,
        title: hold.title,
        ledger: `task ${hold.taskStatus}, hold ${hold.status}`,
        provider,
      });
  });

  const paidStates = await inBatches(checkouts, (checkout) =>
    readState(() => payments.checkoutPaid(checkout.provider_ref!)),
  );
  checkouts.forEach((checkout, index) => {
    const paid = paidStates[index]!;
    const granted = checkout.status === 'complete' && checkout.paymentId !== null;
    if (paid !== granted)
      gaps.push({
        kind: 'membership',
        id: checkout.id,
        title: `Membership (${checkout.plan ?? 'no plan'})`,
        ledger: granted ? 'paid and granted' : `checkout ${checkout.status}, not granted`,
        provider: paid === 'unreadable' ? paid : paid ? 'paid' : 'not paid',
      });
  });

  return { checked: { tasks: holds.length, memberships: checkouts.length }, gaps };
}
