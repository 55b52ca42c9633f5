import { AUTO_COMPLETE_HOURS } from '@fairgo/shared/contract';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { completeAutomatically } from './task-lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Completes every task its owner left unconfirmed for 24 hours; answers how many it completed. */
    completeOverdueTasks: () => Promise<number>;
  }
}

const BATCH = 20;

/**
 * Automatic completion (spec §4, §9; ARCHITECTURE §5): a task completed by its assignee and not
 * confirmed by its owner within 24 hours completes by itself. The job is driven by the database:
 * each run locks the due rows it takes (SKIP LOCKED, so several API instances share the work) and
 * re-checks their status under the lock, so each task completes exactly once, across restarts too.
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    app.decorate('completeOverdueTasks', async () => {
      const now = app.now();
      const dueBefore = new Date(now.getTime() - AUTO_COMPLETE_HOURS * 3_600_000);
      let completed = 0;
      for (;;) {
        const count = await app.db.transaction().execute(async (trx) => {
          const due = await trx
            .selectFrom('tasks')
            .selectAll()
            .where('status', '=', 'completedByAssignee')
            .where('completed_by_assignee_at', '<=', dueBefore)
            .orderBy('completed_by_assignee_at')
            .limit(BATCH)
            .forUpdate()
            .skipLocked()
            .execute();
          const step = { trx, now, feePercent: config.tasks.feePercent };
          for (const task of due) await completeAutomatically(step, task);
          return due.length;
        });
        completed += count;
        if (count < BATCH) return completed;
      }
    });

    let timer: NodeJS.Timeout | undefined;
    const run = () =>
      app.completeOverdueTasks().then(
        (count) => count > 0 && app.log.info({ count }, 'tasks completed automatically'),
        (error: unknown) => app.log.error(error, 'automatic task completion failed'),
      );
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, config.tasks.autoCompleteEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'task-completion', dependencies: ['database'] },
);
