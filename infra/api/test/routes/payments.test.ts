import { cspHash } from '@fairgo/hosting/security-headers';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { extendByAMonth } from '../../src/payments/payment-events';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { checkoutUrl, postEvent, providerObjects, submitHostedPage } from '../support/payments';

const completed = (session: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  id: `evt_test_${randomUUID()}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { ...session, status: 'complete', payment_status: 'paid', ...changes } },
});

describe('payments: membership checkout through the provider', () => {
  let app: TestApp;
  let now: Date;
  let casey: string;
  let robin: string;
  beforeEach(async () => {
    now = new Date('2026-11-25T01:00:00Z');
    app = await startTestApp({}, { clock: () => now });
    await register(app, { role: 'employer' });
    await register(app, { role: 'employer', email: 'robin@example.com.au', name: 'Robin Employer' });
    casey = (await login(app)).token;
    robin = (await login(app, 'robin@example.com.au')).token;
  });
  afterEach(() => app.close());

  const membershipOf = async (email: string) =>
    (await app.db.selectFrom('users').select('membership_expires').where('email', '=', email).executeTakeFirstOrThrow())
      .membership_expires;
  const payments = () => app.db.selectFrom('payments').selectAll().execute();

  it('gives a checkout only to a signed-in user, for one of the two plans', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      payload: { plan: 'standard' },
    });
    expect(anonymous.statusCode).toBe(401);
    const gold = await app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { authorization: casey },
      payload: { plan: 'gold' },
    });
    expect(gold.statusCode).toBe(400);
    expect(gold.json().message).toMatch(/^plan /);
  });

  it('twenty checkouts asked at once make one: one page, one open checkout, at the provider and here', async () => {
    // The probe's: 20 parallel requests made 4 checkouts, each a page the person could pay.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/payments/checkout',
          headers: { authorization: casey },
          payload: { plan: 'standard' },
          remoteAddress: `10.9.0.${Math.floor(Math.random() * 250)}`,
        }),
      ),
    );
    const granted = answers.filter((answer) => answer.statusCode === 200);
    expect(granted.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => ![200, 429].includes(answer.statusCode))).toEqual([]);
    expect(new Set(granted.map((answer) => answer.json().url)).size).toBe(1);
    expect(await app.db.selectFrom('payment_checkouts').select('id').execute()).toHaveLength(1);
    expect(await providerObjects(app, 'checkout.session')).toHaveLength(1);
    // Another plan is another checkout; near its end, a checkout is replaced and stays payable.
    const premium = await checkoutUrl(app, casey, 'premium');
    expect(premium).not.toBe(granted[0]!.json().url);
    now = new Date(now.getTime() + 25 * 60_000);
    const fresh = await checkoutUrl(app, casey);
    expect(fresh).not.toBe(granted[0]!.json().url);
    const rows = await app.db
      .selectFrom('payment_checkouts')
      .select(['status', 'current'])
      .where('plan', '=', 'standard')
      .execute();
    expect(rows.map((row) => `${row.status} ${row.current}`).sort()).toEqual(['open false', 'open true']);
  });

  it('the old e-mail pages are gone: nobody changes an account by typing its address', async () => {
    for (const url of ['/api/payments/membership', '/api/payments/task-payment-method', '/api/payments/payout']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=casey%40example.com.au&plan=premium',
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await membershipOf('casey@example.com.au')).toBeNull();
  });

  it('serves the hosted page for the user who asked, with only its own style allowed', async () => {
    const url = await checkoutUrl(app, casey, 'premium');
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/payments\/dev\/checkout\/cs_dev_[0-9a-f]{24}$/);
    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>$50 AUD</strong>');
    expect(page.body).toContain('casey@example.com.au');
    expect(page.body).not.toContain('<input');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!;
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none';style-src ${cspHash(style)};form-action 'self';frame-ancestors 'none';base-uri 'none'`,
    );
  });

  it('grants a month of the plan when the signed webhook confirms the payment, once', async () => {
    const url = await checkoutUrl(app, casey, 'premium');
    const paid = await submitHostedPage(app, url);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment received');
    expect(await payments()).toEqual([
      expect.objectContaining({
        kind: 'membership',
        plan: 'premium',
        amount_cents: 5000,
        status: 'paid',
        provider: 'development',
      }),
    ]);
    expect(await membershipOf('casey@example.com.au')).toEqual(extendByAMonth(null, now));
    // Robin's account is untouched; the page is single-use.
    expect(await membershipOf('robin@example.com.au')).toBeNull();
    // Sent again (a reload of the answer): nothing is paid twice; the page says it is paid and links back.
    const again = await submitHostedPage(app, url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('there is nothing more to pay');
    expect(again.body).toMatch(/<a href="http:\/\/[^"]+\/find-worker">Back to FairGo<\/a>/);
    expect(await payments()).toHaveLength(1);
    // The session's user sees it without logging out: verifyToken answers the new expiry.
    const verified = await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token: casey } });
    expect(verified.json().user.membershipExpires).toBe(extendByAMonth(null, now).toISOString());
  });

  it('refuses a webhook whose signature is missing or wrong (401), and changes nothing', async () => {
    const url = await checkoutUrl(app, casey);
    const [session] = await providerObjects(app, 'checkout.session');
    const event = completed(session!);
    const forged = await postEvent(app, event, 'whsec_not_the_secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: app.payments.webhookSecret,
        }),
      },
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await membershipOf('casey@example.com.au')).toBeNull();
    expect(await payments()).toEqual([]);
    expect(await app.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
    expect(url).toBeTruthy();
  });

  it('answers a signed body that is not an event with 400, not 500, and changes nothing', async () => {
    const bodies = ['[]', 'null', '{"id":"evt_1"}', '{"id":"evt_2","type":"checkout.session.completed","data":7}'];
    for (const body of bodies) expect([body, (await postEvent(app, body)).statusCode]).toEqual([body, 400]);
    expect(await app.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
  });

  it('acts on the same event once, however often it arrives (a replay or a retry)', async () => {
    await checkoutUrl(app, casey);
    const [session] = await providerObjects(app, 'checkout.session');
    const event = completed(session!);
    const first = await postEvent(app, event);
    const second = await postEvent(app, event);
    expect([first.json().outcome, second.json().outcome]).toEqual(['applied', 'duplicate']);
    expect(await payments()).toHaveLength(1);
    expect(await membershipOf('casey@example.com.au')).toEqual(extendByAMonth(null, now));
  });

  it("refuses a checkout claimed for another user: another session, or another user's id", async () => {
    await checkoutUrl(app, casey);
    await checkoutUrl(app, robin);
    const [caseys, robins] = await providerObjects(app, 'checkout.session');
    // Robin's paid session, pointed at Casey's checkout; Casey's session naming Robin as the user.
    const claims = [
      completed(robins!, { client_reference_id: caseys!.client_reference_id }),
      completed(caseys!, { metadata: robins!.metadata }),
      completed(caseys!, { amount_total: 100 }),
      completed(caseys!, { payment_status: 'unpaid' }),
    ];
    for (const claim of claims) {
      const response = await postEvent(app, claim);
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('refused');
    }
    expect(await payments()).toEqual([]);
    expect(await membershipOf('casey@example.com.au')).toBeNull();
    expect(await membershipOf('robin@example.com.au')).toBeNull();
  });

  it('refuses an expired checkout page: nothing is paid and the checkout is marked expired', async () => {
    const url = await checkoutUrl(app, casey);
    now = new Date(now.getTime() + 31 * 60_000);
    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This payment page has expired.');
    expect(page.body).toContain('Back to FairGo');
    expect((await submitHostedPage(app, url)).statusCode).toBe(410);
    expect(await payments()).toEqual([]);
    expect(await membershipOf('casey@example.com.au')).toBeNull();
    const checkout = await app.db.selectFrom('payment_checkouts').select('status').executeTakeFirstOrThrow();
    expect(checkout.status).toBe('expired');
  });

  it('answers 404 for a page that does not exist and 400 for an id of the wrong shape', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/payments/dev/checkout/cs_dev_${'0'.repeat(24)}` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/payments/dev/checkout/robins-session' })).statusCode).toBe(
      400,
    );
  });
});

describe('extendByAMonth', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('starts from now when the membership has lapsed or never was', () => {
    expect(extendByAMonth(null, now).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(extendByAMonth(new Date('2026-01-01T00:00:00Z'), now).toISOString()).toBe('2026-12-22T10:00:00.000Z');
  });
  it('adds to a membership still running', () => {
    expect(extendByAMonth(new Date('2026-12-01T00:00:00Z'), now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
