import { toCents } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { isUniqueViolation } from '../../db/database-errors';
import { badRequest, conflict } from '../../lib/http-errors';
import { declineOffer, updateOffer, withdrawOffer } from '../../tasks/offer-changes';
import { acceptOffer, submitOffer, withLockedTask } from '../../tasks/task-lifecycle';
import { taskOfOffer } from '../../tasks/task-store';
import { declared } from '../../lib/declared-route';

/**
 * /api/offers (product.md#api-calls): taskers offer on open tasks that are not their own, once each, with
 * payout details set up; the owner accepts one pending offer while the task is open. The accept
 * locks the task's row, so of two accepts at once one wins and the other gets a 409.
 */
/** Dollars to cents, refusing fractions of a cent. */
function wholeCents(amount: number) {
  const cents = toCents(amount);
  if (Math.abs(amount * 100 - cents) > 1e-6) throw badRequest('amount must be in whole cents');
  return cents;
}

const offerRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const lifecycle = { db: app.db, now: app.now, feePercent: config.tasks.feePercent, payments: app.payments };

  app.route({
    ...declared(app, 'POST offers/submitOffer/:taskId'),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const user = request.user!;
      const amountCents = wholeCents(request.body.amount);
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
  });

  // A pending offer's changes, each under the task's lock: see tasks/offer-changes.ts.
  const onOffersTask = async <T>(offerId: string, change: Parameters<typeof withLockedTask<T>>[2]) => {
    return withLockedTask(lifecycle, await taskOfOffer(app.db, offerId), change);
  };
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.route({
    ...declared(app, 'POST offers/updateOffer/:offerId'),
    config: limited,
    handler: async (request) => {
      const amountCents = wholeCents(request.body.amount);
      const message = request.body.message.trim();
      await onOffersTask(request.params.offerId, (step, task) =>
        updateOffer(step, task, request.params.offerId, request.user!, { amountCents, message }),
      );
      return { message: 'Offer updated.' };
    },
  });

  app.route({
    ...declared(app, 'POST offers/withdrawOffer/:offerId'),
    config: limited,
    handler: async (request) => {
      await onOffersTask(request.params.offerId, (step, task) =>
        withdrawOffer(step, task, request.params.offerId, request.user!),
      );
      return { message: 'Offer withdrawn.' };
    },
  });

  app.route({
    ...declared(app, 'POST offers/declineOffer/:offerId'),
    config: limited,
    handler: async (request) => {
      const reason = request.body.reason?.trim() ?? '';
      await onOffersTask(request.params.offerId, (step, task) =>
        declineOffer(step, task, request.params.offerId, request.user!, reason),
      );
      return { message: 'Offer declined.' };
    },
  });

  app.route({
    ...declared(app, 'POST offers/acceptOffer/:offerId'),
    handler: async (request) => {
      try {
        await acceptOffer(lifecycle, request.user!, request.params.offerId);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This task has already been assigned.');
        throw error;
      }
      return { message: 'Offer accepted successfully.' };
    },
  });
};

export default offerRoutes;
