import { AUTO_COMPLETE_HOURS } from '@fairgo/shared/contract';
import fp from 'fastify-plugin';
import { repeatEvery } from '../lib/repeating-job';
import type { ApiConfig } from '../config';
import { releaseCancelledHolds } from './cancellation';
import { completeAutomatically, type Lifecycle } from './task-lifecycle';
import { payDuePayouts } from './payouts';
import { settleAbandonedAttempts } from './task-money';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Completes every task its owner left unconfirmed for 24 hours, and every completion decided but not
     * finished; answers how many it completed.
     */
    completeOverdueTasks: () => Promise<number>;
    /** Releases the holds of cancelled tasks whose release failed before; answers how many. */
    releaseCancelledHolds: () => Promise<number>;
    /** Transfers every payout whose date has come; answers how many it paid. */
    payDuePayouts: () => Promise<number>;
    /** Settles the card authorisations an interrupted accept left pending; answers how many. */
    settleAbandonedAttempts: () => Promise<number>;
  }
}

/**
 * The task jobs (product.md#task-states, product.md#limits; architecture.md#scale), driven by the database so that a restart loses
 * nothing: a task completed by its assignee and not confirmed by its owner within 24 hours completes
 * by itself (its hold captured, as a confirmation would), and each payout is transferred on its date.
 * Each task completes under its row lock after re-checking its status, so it completes exactly once
 * however many API instances run the job; a task whose capture fails is simply tried again next run.
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const lifecycle: Lifecycle = {
      db: app.db,
      now: app.now,
      feePercent: config.tasks.feePercent,
      payments: app.payments,
    };

    app.decorate('completeOverdueTasks', async () => {
      const dueBefore = new Date(app.now().getTime() - AUTO_COMPLETE_HOURS * 3_600_000);
      // Overdue, or already decided (a confirmation or a run that a crash or the provider cut short).
      const due = await app.db
        .selectFrom('tasks')
        .select('id')
        .where('status', '=', 'completedByAssignee')
        .where((eb) =>
          eb.or([
            eb('completed_by_assignee_at', '<=', dueBefore),
            eb.exists(
              eb
                .selectFrom('payments')
                .select('payments.id')
                .whereRef('payments.task_id', '=', 'tasks.id')
                .where('payments.kind', '=', 'taskHold')
                .where('payments.status', '=', 'capturing'),
            ),
          ]),
        )
        .orderBy('completed_by_assignee_at')
        .execute();
      let completed = 0;
      for (const { id } of due) {
        try {
          if (await completeAutomatically(lifecycle, id)) completed += 1;
        } catch (error) {
          app.log.warn({ err: error, task: id }, 'automatic completion not done; tried again next run');
        }
      }
      return completed;
    });
    app.decorate('releaseCancelledHolds', () => releaseCancelledHolds(lifecycle));
    app.decorate('payDuePayouts', () => payDuePayouts(app.db, app.payments, app.now(), app.log));
    app.decorate('settleAbandonedAttempts', () => settleAbandonedAttempts(app.db, app.payments, app.now(), app.log));

    repeatEvery(app, {
      name: 'task-money',
      everyMs: config.tasks.autoCompleteEveryMs,
      atStart: true,
      failure: 'task jobs failed',
      run: async () => {
        const completed = await app.completeOverdueTasks();
        if (completed > 0) app.log.info({ count: completed }, 'tasks completed automatically');
        const released = await app.releaseCancelledHolds();
        if (released > 0) app.log.info({ count: released }, 'holds of cancelled tasks released');
        const paid = await app.payDuePayouts();
        if (paid > 0) app.log.info({ count: paid }, 'payouts transferred');
        const settled = await app.settleAbandonedAttempts();
        if (settled > 0) app.log.warn({ count: settled }, 'interrupted card authorisations settled');
      },
    });
  },
  { name: 'task-completion', dependencies: ['database', 'payments'] },
);
