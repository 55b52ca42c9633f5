import { MEMBERSHIP_PLANS, PAYMENT_PAGES } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findUserByEmail } from '../../accounts/sessions';
import type {} from '@fastify/helmet';
import { apiPagePolicy } from '@fairgo/hosting/security-headers';
import { html, page, PAGE_STYLE_HASH } from './page';

const PAGE_POLICY = apiPagePolicy([PAGE_STYLE_HASH]);

const EmailQuery = Type.Object({ prefilled_email: Type.Optional(Type.String({ maxLength: 254 })) });
const MembershipQuery = Type.Object({
  prefilled_email: Type.Optional(Type.String({ maxLength: 254 })),
  plan: Type.Optional(Type.String({ maxLength: 20 })),
});
const MembershipForm = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  plan: Type.Union(MEMBERSHIP_PLANS.map((plan) => Type.Literal(plan.id))),
});
const EmailForm = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });

const aud = (cents: number) => `$${(cents / 100).toFixed(2)} AUD`;

/** A month after the later of now and the current expiry: paying early never loses days. */
export function extendByAMonth(current: Date | null, now: Date): Date {
  const next = new Date(current && current > now ? current : now);
  next.setMonth(next.getMonth() + 1);
  return next;
}

/**
 * The development payment provider (the offline default, ARCHITECTURE §3): it serves the hosted
 * membership page and the task payment-method and payout set-up pages, and records the result.
 * A card provider replaces these pages by configuration; the site only links to them.
 */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Its pages are HTML: the API's policy for JSON, with the page's style allowed.
  app.addHook('onRequest', async (_request, reply) => void reply.helmet(PAGE_POLICY));
  const unknownAccount = (email: string) =>
    page('Account not found', html`<p>No FairGo account uses ${email}. Register first, then come back.</p>`);

  app.get(PAYMENT_PAGES.membership, { schema: { querystring: MembershipQuery } }, async (request, reply) => {
    const email = (request.query.prefilled_email ?? '').toLowerCase();
    const chosen = MEMBERSHIP_PLANS.find((plan) => plan.id === request.query.plan) ?? MEMBERSHIP_PLANS[0];
    const plans = MEMBERSHIP_PLANS.map(
      (plan) =>
        html`<label class="plan"
          ><input type="radio" name="plan" value="${plan.id}" ${{ raw: plan.id === chosen.id ? 'checked' : '' }} /><span
            ><strong>${plan.title}</strong> · ${plan.suitedTo}<br />${plan.features.join(' · ')}</span
          ></label
        >`,
    ).join('');
    return reply
      .type('text/html')
      .send(
        page(
          'FairGo membership',
          html`<form method="post">
            <label for="email">E-mail of your FairGo account</label
            ><input id="email" type="email" name="email" required value="${email}" />${{ raw: plans }}<button
              type="submit"
            >
              Pay with test card
            </button>
          </form>`,
        ),
      );
  });

  app.post(PAYMENT_PAGES.membership, { schema: { body: MembershipForm } }, async (request, reply) => {
    const user = await findUserByEmail(app, request.body.email);
    if (!user) return reply.status(404).type('text/html').send(unknownAccount(request.body.email));
    const plan = MEMBERSHIP_PLANS.find((candidate) => candidate.id === request.body.plan)!;
    const expires = extendByAMonth(user.membership_expires, app.now());
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payments')
        .values({
          user_id: user.id,
          kind: 'membership',
          plan: plan.id,
          amount_cents: plan.priceCents,
          status: 'paid',
          provider: 'development',
        })
        .execute();
      await trx.updateTable('users').set({ membership_expires: expires }).where('id', '=', user.id).execute();
    });
    const until = expires.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
    return reply.type('text/html').send(
      page(
        'Payment received',
        html`<p>Thank you! ${aud(plan.priceCents)} was paid for the ${plan.title} plan.</p>
          <p>Your membership runs until <strong>${until}</strong>. You can close this tab and go back to FairGo.</p>`,
      ),
    );
  });

  const setUpPage = (
    path: string,
    title: string,
    intro: string,
    done: string,
    column: 'task_payment_method_added' | 'payout_details_added',
  ) => {
    app.get(path, { schema: { querystring: EmailQuery } }, async (request, reply) =>
      reply.type('text/html').send(
        page(
          title,
          html`<p>${intro}</p>
            <form method="post">
              <label for="email">E-mail of your FairGo account</label
              ><input
                id="email"
                type="email"
                name="email"
                required
                value="${(request.query.prefilled_email ?? '').toLowerCase()}"
              /><button type="submit">Save test details</button>
            </form>`,
        ),
      ),
    );
    app.post(path, { schema: { body: EmailForm } }, async (request, reply) => {
      const user = await findUserByEmail(app, request.body.email);
      if (!user) return reply.status(404).type('text/html').send(unknownAccount(request.body.email));
      await app.db
        .updateTable('users')
        .set({ [column]: true })
        .where('id', '=', user.id)
        .execute();
      return reply.type('text/html').send(
        page(
          title,
          html`<p>${done}</p>
            <p>You can close this tab and go back to FairGo.</p>`,
        ),
      );
    });
  };

  setUpPage(
    PAYMENT_PAGES.taskPaymentMethod,
    'Add a payment method for tasks',
    'Tasks you post are paid from this method when you accept an offer; the amount is held until the task is done.',
    'Your payment method is saved. You can now post tasks.',
    'task_payment_method_added',
  );
  setUpPage(
    PAYMENT_PAGES.payout,
    'Set up payouts',
    'Where FairGo pays you for completed tasks, 2 to 3 business days after the task is confirmed.',
    'Your payout details are saved. You can now make offers on tasks.',
    'payout_details_added',
  );
};

export default paymentRoutes;
