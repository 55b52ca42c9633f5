import { ErrorReply, MessageReply, OfferBody, OfferIdParams, TaskIdParams, toCents } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { badRequest, conflict } from '../../lib/http-errors';
import { acceptOffer, submitOffer, withLockedTask } from '../../tasks/task-lifecycle';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/**
 * /api/offers (spec §7): taskers offer on open tasks that are not their own, once each, with
 * payout details set up; the owner accepts one pending offer while the task is open. The accept
 * locks the task's row, so of two accepts at once one wins and the other gets a 409.
 */
const offerRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const lifecycle = { db: app.db, now: app.now, feePercent: config.tasks.feePercent, payments: app.payments };
  const errors = { 400: ErrorReply, 402: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

  app.post(
    '/submitOffer/:taskId',
    {
      schema: { params: TaskIdParams, body: OfferBody, response: { 201: MessageReply, ...errors } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = request.user!;
      const amountCents = toCents(request.body.amount);
      if (Math.abs(request.body.amount * 100 - amountCents) > 1e-6) throw badRequest('amount must be in whole cents');
      try {
        await withLockedTask(lifecycle, request.params.taskId, (step, task) =>
          submitOffer(step, task, user, { amountCents, message: request.body.message.trim() }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You have already made an offer on this task.');
        throw error;
      }
      return reply.status(201).send({ message: 'Offer submitted' });
    },
  );

  app.post(
    '/acceptOffer/:offerId',
    { schema: { params: OfferIdParams, response: { 200: MessageReply, ...errors } } },
    async (request) => {
      try {
        await acceptOffer(lifecycle, request.user!, request.params.offerId);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This task has already been assigned.');
        throw error;
      }
      return { message: 'Offer accepted successfully.' };
    },
  );
};

export default offerRoutes;
