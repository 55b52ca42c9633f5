import type {} from '@fastify/helmet';
import { formatMoney } from '@fairgo/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import { apiPagePolicy } from '@fairgo/hosting/security-headers';
import { devObjects } from '../../payments/development/development-provider';
import { signWebhook } from '../../payments/provider';
import { html, page, PAGE_STYLE_HASH } from '../../lib/html-page';
import { declared } from '../../lib/declared-route';

const PAGE_POLICY = apiPagePolicy([PAGE_STYLE_HASH]);

interface Session extends Record<string, unknown> {
  id: string;
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  customer?: string;
  customer_email: string;
  amount_total?: number;
  description: string;
  expires_at: number;
  success_url: string;
}
interface Link extends Record<string, unknown> {
  account: string;
  email: string;
  used: boolean;
  expires_at: number;
  return_url: string;
}

const TEXTS = {
  payment: {
    title: 'FairGo membership',
    button: 'Pay with test card',
    done: 'Payment received',
  },
  setup: {
    title: 'Add a payment method for tasks',
    intro:
      'Tasks you post are paid from this card when you accept an offer; the amount is held until the task is done.',
    button: 'Save test card',
    done: 'Your payment method is saved. You can now post tasks.',
  },
  payouts: {
    title: 'Set up payouts',
    intro: 'Where FairGo pays you for completed tasks, 2 to 3 business days after the task is confirmed.',
    button: 'Save test details',
    done: 'Your payout details are saved. You can now make offers on tasks.',
  },
};
const BACK = 'You can close this tab and go back to FairGo.';
const backTo = (url: string) => html`<p><a href="${url}">Back to FairGo</a></p>`;

/**
 * The development provider's hosted pages (architecture.md#the-api): the checkout page (a membership payment
 * or a card saved for tasks) and the payout onboarding page. Each is single-use and short-lived, shows
 * whom it is for, and confirms what the person did the way Stripe does: an event in Stripe's shape,
 * signed with the provider's secret, posted to /api/payments/webhook, which alone grants anything.
 * A form sent is answered with a redirect to the page (post, redirect, get): reloading it, or coming
 * back to it, shows what was done and the way back to FairGo, never a second button to pay with.
 */
const developmentPages: FastifyPluginAsyncTypebox = async (app) => {
  const objects = devObjects(app.db);
  const nowSeconds = () => Math.floor(app.now().getTime() / 1000);
  // Its pages are HTML: the API's policy for JSON, with the page's style allowed.
  app.addHook('onRequest', async (_request, reply) => void reply.helmet(PAGE_POLICY));
  const show = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .status(status)
      .type('text/html')
      .send(
        page(title, body, {
          site: 'FairGo test payments',
          notice: 'Development payment provider: no card is charged and no money moves.',
        }),
      );
  const gone = (reply: FastifyReply, text: string, back: string) =>
    show(
      reply,
      410,
      'Page expired',
      html`<p>${text}</p>
        <p>Nothing was paid or saved. Go back to FairGo and start again.</p>
        ${{ raw: backTo(back) }}`,
    );
  /** What a completed page shows, however often it is loaded again. */
  const paid = (reply: FastifyReply, session: Session) =>
    show(
      reply,
      200,
      session.mode === 'payment' ? TEXTS.payment.done : TEXTS.setup.title,
      html`${{
        raw:
          session.mode === 'payment'
            ? html`<p>Thank you! ${formatMoney(session.amount_total ?? 0)} AUD was paid: ${session.description}.</p>
                <p>Your membership is active; there is nothing more to pay. ${BACK}</p>`
            : html`<p>${TEXTS.setup.done}</p>
                <p>${BACK}</p>`,
      }}
      ${{ raw: backTo(session.success_url) }}`,
    );
  const payoutsSaved = (reply: FastifyReply, link: Link) =>
    show(
      reply,
      200,
      TEXTS.payouts.title,
      html`<p>${TEXTS.payouts.done}</p>
        <p>${BACK}</p>
        ${{ raw: backTo(link.return_url) }}`,
    );
  const again = (reply: FastifyReply, url: string) => reply.redirect(url, 303);
  const notConfirmed = (reply: FastifyReply) =>
    show(
      reply,
      409,
      'Not confirmed',
      html`<p>FairGo did not accept this confirmation.</p>
        <p>${BACK}</p>`,
    );
  const unknown = (reply: FastifyReply) => show(reply, 404, 'Page not found', html`<p>This page does not exist.</p>`);

  /**
   * An open session, or the answer for one that is not: the paid page (or, for a form sent again, the
   * way to it), or the expired page (an expired one tells FairGo, as Stripe does).
   */
  async function openSession(sessionId: string, reply: FastifyReply, method: 'GET' | 'POST') {
    const session = await objects.get<Session>(sessionId, 'checkout.session');
    if (!session) return void unknown(reply);
    if (session.status === 'complete')
      return void (method === 'GET' ? paid(reply, session) : again(reply, reply.request.url));
    if (session.status === 'open' && session.expires_at < nowSeconds()) {
      const expired = await objects.claim<Session>(session.id, 'status', 'open', { status: 'expired' });
      if (expired) await deliver(app, 'checkout.session.expired', expired);
    }
    if (session.status !== 'open' || session.expires_at < nowSeconds())
      return void gone(reply, 'This payment page has expired.', session.success_url);
    return session;
  }

  app.route({
    ...declared(app, 'GET payments/dev/checkout/:sessionId'),
    handler: async (request, reply) => {
      const session = await openSession(request.params.sessionId, reply, 'GET');
      if (!session) return reply;
      const texts = TEXTS[session.mode];
      const what =
        session.mode === 'payment'
          ? html`<p>One month of FairGo membership (${session.description}). It does not renew by itself.</p>
              <p>Amount due: <strong>${formatMoney(session.amount_total ?? 0)} AUD</strong></p>`
          : html`<p>${TEXTS.setup.intro}</p>`;
      return show(
        reply,
        200,
        texts.title,
        html`${{ raw: what }}
          <p>For the FairGo account <strong>${session.customer_email}</strong>.</p>
          <form method="post"><button type="submit">${texts.button}</button></form>`,
      );
    },
  });

  app.route({
    ...declared(app, 'POST payments/dev/checkout/:sessionId'),
    handler: async (request, reply) => {
      const session = await openSession(request.params.sessionId, reply, 'POST');
      if (!session) return reply;
      let setupIntent: string | undefined;
      if (session.mode === 'setup') {
        const card = await objects.create('pm', 'payment_method', {
          customer: session.customer,
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
        });
        setupIntent = (
          await objects.create('seti', 'setup_intent', {
            customer: session.customer,
            payment_method: card.id,
            status: 'succeeded',
          })
        ).id;
      }
      const completed = await objects.claim<Session>(session.id, 'status', 'open', {
        status: 'complete',
        ...(session.mode === 'payment' ? { payment_status: 'paid' } : { setup_intent: setupIntent }),
      });
      // Sent twice at once: the other request paid, and this one shows it.
      if (!completed) return again(reply, request.url);
      if (!(await deliver(app, 'checkout.session.completed', completed))) return notConfirmed(reply);
      return again(reply, request.url);
    },
  });

  async function openLink(linkId: string, reply: FastifyReply, method: 'GET' | 'POST') {
    const link = await objects.get<Link>(linkId, 'account_link');
    if (!link) return void unknown(reply);
    if (link.used) return void (method === 'GET' ? payoutsSaved(reply, link) : again(reply, reply.request.url));
    if (link.expires_at < nowSeconds()) return void gone(reply, 'This set-up link has expired.', link.return_url);
    return link;
  }

  app.route({
    ...declared(app, 'GET payments/dev/onboarding/:linkId'),
    handler: async (request, reply) => {
      const link = await openLink(request.params.linkId, reply, 'GET');
      if (!link) return reply;
      return show(
        reply,
        200,
        TEXTS.payouts.title,
        html`<p>${TEXTS.payouts.intro}</p>
          <p>
            For the FairGo account <strong>${link.email}</strong>: test bank account BSB 000-000, account 000123456.
          </p>
          <form method="post"><button type="submit">${TEXTS.payouts.button}</button></form>`,
      );
    },
  });

  app.route({
    ...declared(app, 'POST payments/dev/onboarding/:linkId'),
    handler: async (request, reply) => {
      const link = await openLink(request.params.linkId, reply, 'POST');
      if (!link) return reply;
      if (!(await objects.claim(request.params.linkId, 'used', false, { used: true })))
        return again(reply, request.url);
      const account = await objects.update(link.account, { payouts_enabled: true, details_submitted: true });
      if (!(await deliver(app, 'account.updated', account))) return notConfirmed(reply);
      return again(reply, request.url);
    },
  });
};

/**
 * Tells FairGo what happened, as Stripe does: the event posted to the webhook endpoint, signed with
 * the provider's secret. Answers whether FairGo acted on it.
 */
async function deliver(app: FastifyInstance, type: string, object: Record<string, unknown>) {
  const event = {
    id: `evt_dev_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(app.now().getTime() / 1000),
    livemode: false,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhook(payload, app.payments.webhookSecret),
    },
    payload,
  });
  if (response.statusCode !== 200) {
    app.log.error({ status: response.statusCode, type }, 'development provider: webhook not accepted');
    return false;
  }
  return (response.json() as { outcome: string }).outcome !== 'refused';
}

export default developmentPages;
