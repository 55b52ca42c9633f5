import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config';
import { startCheckout } from '../../payments/checkouts';
import { applyPaymentEvent } from '../../payments/payment-events';
import { verifyWebhook } from '../../payments/provider';
import { reconcile } from '../../payments/reconciliation';
import developmentPages from './development-pages';
import { declared } from '../../lib/declared-route';

/** A provider's event is a few KB; anything far larger is not one. */
const WEBHOOK_BYTES = 256 * 1024;

const EVENT_SHAPE = Compile(
  Type.Object({
    id: Type.String({ minLength: 1, maxLength: 255 }),
    type: Type.String({ minLength: 1, maxLength: 255 }),
    data: Type.Object({ object: Type.Object({}) }),
  }),
);

/**
 * /api/payments (architecture.md#the-api): the membership checkout, asked for by the signed-in user and bound
 * to them, the one webhook through which a payment provider confirms what was paid, and the admins'
 * reconciliation of the ledger with the provider (reconciliation.ts). Nothing here
 * changes an account without one of the two: a session of that account, or the provider's signature.
 * With the development provider, its hosted pages are served here too (development-pages.ts).
 */
const paymentRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  app.route({
    ...declared(app, 'POST payments/checkout'),
    onRequest: app.authenticate,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const url = await startCheckout(app, request.user!, {
        purpose: 'membership',
        planId: request.body.plan,
        siteUrl: config.siteUrl,
      });
      return { url };
    },
  });

  app.route({
    ...declared(app, 'GET payments/reconciliation'),
    onRequest: app.requireAdmin,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: () => reconcile(app.db, app.payments),
  });

  await app.register(async (webhook) => {
    // The signature covers the exact bytes sent: this route reads its body raw, not parsed.
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const unsigned = { message: 'The webhook signature is missing.' };
    // No signature, no look at the input (the provider's signature is this route's authentication).
    const signed = async (request: FastifyRequest, reply: FastifyReply) => {
      if (typeof request.headers['stripe-signature'] !== 'string') return reply.status(401).send(unsigned);
    };
    webhook.route({
      ...declared(webhook, 'POST payments/webhook'),
      bodyLimit: WEBHOOK_BYTES,
      onRequest: signed,
      handler: async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) return reply.status(401).send(unsigned);
        let event;
        try {
          event = verifyWebhook(body, signature, app.payments.webhookSecret);
        } catch {
          return reply.status(401).send({ message: 'The webhook signature is not valid.' });
        }
        // Signed is not well formed: a provider's event is an object with an id, a type and its object.
        if (!EVENT_SHAPE.Check(event)) return reply.status(400).send({ message: 'The webhook event is not an event.' });
        const outcome = await applyPaymentEvent(app, event);
        if (outcome === 'refused') request.log.warn({ event: event.id, type: event.type }, 'payment event refused');
        return { received: true, outcome };
      },
    });
  });

  if (app.payments.name === 'development') await app.register(developmentPages);
};

export default paymentRoutes;
