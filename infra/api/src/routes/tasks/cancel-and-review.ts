import {
  AnswerCancellationBody,
  ErrorReply,
  MessageReply,
  OptionalReasonBody,
  ReasonBody,
  ReviewBody,
  TaskIdParams,
} from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeReview } from '../../reviews/reviews';
import { answerCancellation, cancelOpenTask, requestCancellation } from '../../tasks/cancellation';
import { withLockedTask, type Lifecycle } from '../../tasks/task-lifecycle';
import { releaseHold } from '../../tasks/task-money';
import { findTask } from '../../tasks/task-store';

/**
 * /api/tasks, after posting: cancelling (at once while open, by agreement once accepted)
 * and the reviews each side leaves after completion. Registered inside /api/tasks, so signed-in only;
 * who may do what, and in which status, is tasks/cancellation.ts and reviews/reviews.ts.
 */
const cancelAndReviewRoutes: FastifyPluginAsyncTypebox<{ lifecycle: Lifecycle }> = async (app, { lifecycle }) => {
  const errors = { 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
  const schema = <B>(body: B) => ({ params: TaskIdParams, body, response: { 200: MessageReply, ...errors } });
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post('/cancelTask/:taskId', { schema: schema(OptionalReasonBody), config: limited }, async (request) => {
    const reason = request.body.reason?.trim() ?? '';
    await withLockedTask(lifecycle, request.params.taskId, (step, task) =>
      cancelOpenTask(step, task, request.user!, reason),
    );
    return { message: 'Task cancelled.' };
  });

  app.post('/requestCancellation/:taskId', { schema: schema(ReasonBody), config: limited }, async (request) => {
    const outcome = await withLockedTask(lifecycle, request.params.taskId, (step, task) =>
      requestCancellation(step, task, request.user!, request.body.reason.trim()),
    );
    if (outcome === 'requested') return { message: 'Cancellation requested.' };
    await releaseHold(lifecycle.db, lifecycle.payments, request.params.taskId).catch((error: unknown) =>
      request.log.warn({ err: error }, 'hold of a cancelled task not released; the task jobs retry'),
    );
    return { message: 'Task cancelled.' };
  });

  app.post(
    '/answerCancellation/:taskId',
    { schema: schema(AnswerCancellationBody), config: limited },
    async (request) => {
      await answerCancellation(lifecycle, request.params.taskId, request.user!, request.body.accept, (error) =>
        request.log.warn({ err: error }, 'hold of a cancelled task not released; the task jobs retry'),
      );
      return { message: request.body.accept ? 'Task cancelled.' : 'Cancellation declined.' };
    },
  );

  app.post('/review/:taskId', { schema: schema(ReviewBody), config: limited }, async (request) => {
    const task = await findTask(app.db, request.params.taskId);
    await writeReview(app.db, app.now(), task, request.user!, request.body);
    return { message: 'Review submitted.' };
  });
};

export default cancelAndReviewRoutes;
