import {
  ErrorReply,
  formatMoney,
  MessageReply,
  OfferBody,
  OfferIdParams,
  TaskIdParams,
  toCents,
} from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { acceptOffer, notify } from '../tasks/task-events';
import { findTask, lockTask } from '../tasks/task-store';

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
  const errors = { 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

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
      const task = await findTask(app.db, request.params.taskId);
      if (task.owner_id === user.id) throw forbidden('You cannot make an offer on your own task.');
      if (!user.payout_details_added) throw forbidden('Payout Details Required');
      if (task.status !== 'open') throw conflict('This task is no longer taking offers.');
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('offers')
            .values({
              task_id: task.id,
              user_id: user.id,
              amount_cents: amountCents,
              message: request.body.message.trim(),
              created_at: app.now(),
            })
            .execute();
          await notify(
            trx,
            task.owner_id,
            task,
            `${user.name} offered ${formatMoney(amountCents)} on "${task.title}".`,
          );
        });
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
        await app.db.transaction().execute(async (trx) => {
          const taskId = await trx
            .selectFrom('offers')
            .select('task_id')
            .where('id', '=', request.params.offerId)
            .executeTakeFirst();
          if (!taskId) throw notFound('No offer has this id.');
          const task = await lockTask(trx, taskId.task_id);
          if (task.owner_id !== request.user!.id) throw forbidden('Only the task owner can accept offers.');
          // Read under the task's lock: another accept may have finished while we waited for it.
          const offer = await trx
            .selectFrom('offers')
            .select(['id', 'user_id', 'amount_cents', 'status'])
            .where('id', '=', request.params.offerId)
            .executeTakeFirstOrThrow();
          if (task.status !== 'open') throw conflict('This task has already been assigned.');
          if (offer.status !== 'pending') throw conflict('This offer is no longer pending.');
          await acceptOffer(trx, task, offer, app.now(), config.tasks.feePercent);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This task has already been assigned.');
        throw error;
      }
      return { message: 'Offer accepted successfully.' };
    },
  );
};

export default offerRoutes;
