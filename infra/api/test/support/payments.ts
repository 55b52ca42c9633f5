import Stripe from 'stripe';
import type { TestApp } from '../helper';

/** The path of a hosted page's URL (the page is served by the app under test). */
const pathOf = (url: string) => {
  const { pathname } = new URL(url);
  return pathname;
};

/** Asks for a set-up page as `token` (the gate's check), as the site does; answers its URL. */
export async function setUpPageUrl(app: TestApp, token: string, what: 'taskPaymentMethod' | 'payouts') {
  const check =
    what === 'taskPaymentMethod' ? 'checkIfUserHasTaskPaymentMethod' : 'checkIfUserHasTaskPaymentOutMethodAdded';
  const response = await app.inject({ method: 'GET', url: `/api/tasks/${check}`, headers: { authorization: token } });
  expect(response.statusCode).toBe(200);
  return response.json().url as string;
}

/** Asks for a membership checkout as `token`, as the site's Subscribe button does; answers its URL. */
export async function checkoutUrl(app: TestApp, token: string, plan = 'standard') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { authorization: token },
    payload: { plan },
  });
  expect(response.statusCode).toBe(200);
  return response.json().url as string;
}

/**
 * Presses the hosted page's button as a browser does: the form posts to the page itself, and a
 * redirect it answers (post, redirect, get) is followed to the page it leads to.
 */
export async function submitHostedPage(app: TestApp, url: string) {
  const sent = await app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (sent.statusCode !== 303) return sent;
  expect(sent.headers.location).toBe(pathOf(url));
  return app.inject({ method: 'GET', url: pathOf(url) });
}

/** A task payment method or payouts, set up through the development provider's page as a person would. */
export async function setUpThroughProvider(app: TestApp, token: string, what: 'taskPaymentMethod' | 'payouts') {
  const page = await submitHostedPage(app, await setUpPageUrl(app, token, what));
  expect(page.statusCode).toBe(200);
}

/** The development provider's records of one type (its "dashboard"), for tests to look into. */
export async function providerObjects(app: TestApp, type: string) {
  const rows = await app.db
    .selectFrom('dev_provider_objects')
    .select('data')
    .where('type', '=', type)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.data as Record<string, unknown> & { id: string });
}

/** Posts an event (or a body as sent, when a string) to the webhook, signed with Stripe's own test-signature helper. */
export function postEvent(app: TestApp, event: object | string, secret = app.payments.webhookSecret) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
