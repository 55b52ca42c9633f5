import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeReview } from '../../reviews/reviews';
import { answerCancellation, cancelOpenTask, requestCancellation } from '../../tasks/cancellation';
import { withLockedTask, type Lifecycle } from '../../tasks/task-lifecycle';
import { releaseHold } from '../../tasks/task-money';
import { findTask } from '../../tasks/task-store';
import { declared } from '../../lib/declared-route';

/**
 * /api/tasks, after posting: cancelling (at once while open, by agreement once accepted)
 * and the reviews each side leaves after completion. Registered inside /api/tasks, so signed-in only;
 * who may do what, and in which status, is tasks/cancellation.ts and reviews/reviews.ts.
 */
const cancelAndReviewRoutes: FastifyPluginAsyncTypebox<{ lifecycle: Lifecycle }> = async (app, { lifecycle }) => {
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.route({
    ...declared(app, 'POST tasks/cancelTask/:taskId'),
    config: limited,
    handler: async (request) => {
      const reason = request.body.reason?.trim() ?? '';
      await withLockedTask(lifecycle, request.params.taskId, (step, task) =>
        cancelOpenTask(step, task, request.user!, reason),
      );
      return { message: 'Task cancelled.' };
    },
  });

  app.route({
    ...declared(app, 'POST tasks/requestCancellation/:taskId'),
    config: limited,
    handler: async (request) => {
      const outcome = await withLockedTask(lifecycle, request.params.taskId, (step, task) =>
        requestCancellation(step, task, request.user!, request.body.reason.trim()),
      );
      if (outcome === 'requested') return { message: 'Cancellation requested.', outcome };
      await releaseHold(lifecycle.db, lifecycle.payments, request.params.taskId).catch((error: unknown) =>
        request.log.warn({ err: error }, 'hold of a cancelled task not released; the task jobs retry'),
      );
      return { message: 'Task cancelled.', outcome: 'cancelled' as const };
    },
  });

  app.route({
    ...declared(app, 'POST tasks/answerCancellation/:taskId'),
    config: limited,
    handler: async (request) => {
      await answerCancellation(lifecycle, request.params.taskId, request.user!, request.body.accept, (error) =>
        request.log.warn({ err: error }, 'hold of a cancelled task not released; the task jobs retry'),
      );
      return { message: request.body.accept ? 'Task cancelled.' : 'Cancellation declined.' };
    },
  });

  app.route({
    ...declared(app, 'POST tasks/review/:taskId'),
    config: limited,
    handler: async (request) => {
      const task = await findTask(app.db, request.params.taskId);
      await writeReview(app.db, app.now(), task, request.user!, request.body);
      return { message: 'Review submitted.' };
    },
  });
};

export default cancelAndReviewRoutes;
