import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { postEvent, providerObjects, setUpPageUrl, submitHostedPage } from '../support/payments';

describe('payments: task payment method and payouts through the provider', () => {
  let app: TestApp;
  let casey: string;
  beforeEach(async () => {
    app = await startTestApp();
    await register(app);
    casey = (await login(app)).token;
  });
  afterEach(() => app.close());

  const flags = () =>
    app.db
      .selectFrom('users')
      .select(['task_payment_method_added', 'payment_method_id', 'payout_details_added', 'payout_account_id'])
      .executeTakeFirstOrThrow();

  it('saves a card when the set-up page is completed: the webhook records the payment method', async () => {
    const url = await setUpPageUrl(app, casey, 'taskPaymentMethod');
    expect((await app.inject({ method: 'GET', url: new URL(url).pathname })).body).toContain('Save test card');
    expect((await flags()).task_payment_method_added).toBe(false);
    const saved = await submitHostedPage(app, url);
    expect(saved.body).toContain('Your payment method is saved. You can now post tasks.');
    const user = await flags();
    expect(user.task_payment_method_added).toBe(true);
    const [card] = await providerObjects(app, 'payment_method');
    expect(user.payment_method_id).toBe(card!.id);
    const check = await app.inject({
      method: 'GET',
      url: '/api/tasks/checkIfUserHasTaskPaymentMethod',
      headers: { authorization: casey },
    });
    expect(check.json()).toEqual({ taskPaymentMethodAdded: true, url: '' });
  });

  it('hands out the open set-up page again instead of a new checkout on every check, and limits the checks', async () => {
    const check = () =>
      app.inject({
        method: 'GET',
        url: '/api/tasks/checkIfUserHasTaskPaymentMethod',
        headers: { authorization: casey },
      });
    const answers = [];
    for (let index = 0; index < 30; index++) answers.push(await check());
    expect(new Set(answers.map((answer) => answer.json().url)).size).toBe(1);
    expect(await app.db.selectFrom('payment_checkouts').select('id').execute()).toHaveLength(1);
    expect((await check()).statusCode).toBe(429);
  });

  it('marks payouts ready when the onboarding page is completed (account.updated), single-use', async () => {
    const url = await setUpPageUrl(app, casey, 'payouts');
    expect(url).toMatch(/\/api\/payments\/dev\/onboarding\/al_dev_[0-9a-f]{24}$/);
    expect((await submitHostedPage(app, url)).body).toContain('Your payout details are saved.');
    const user = await flags();
    expect(user).toMatchObject({ payout_details_added: true, payout_account_id: expect.stringMatching(/^acct_dev_/) });
    // Single-use: sent again, it only shows what was saved.
    expect((await submitHostedPage(app, url)).body).toContain('Your payout details are saved.');
    expect(await flags()).toEqual(user);
    // The same account for the next link: one payout account per user.
    expect(await providerObjects(app, 'account')).toHaveLength(1);
  });

  it('an account.updated for an account that is nobody’s changes nothing', async () => {
    const response = await postEvent(app, {
      id: 'evt_test_unknown_account',
      object: 'event',
      type: 'account.updated',
      data: { object: { id: 'acct_someone_else', object: 'account', payouts_enabled: true } },
    });
    expect(response.json().outcome).toBe('ignored');
    expect((await flags()).payout_details_added).toBe(false);
  });
});

describe('payments: Stripe', () => {
  it('verifies Stripe-signed webhooks with STRIPE_WEBHOOK_SECRET, offline', async () => {
    const app = await startTestApp({
      payments: { provider: 'stripe', secretKey: 'sk_test_offline', webhookSecret: 'whsec_test_offline' },
    });
    try {
      expect(app.payments.name).toBe('stripe');
      await register(app);
      const user = await app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      await app.db.updateTable('users').set({ payout_account_id: 'acct_1Test' }).where('id', '=', user.id).execute();
      const event = {
        id: 'evt_1Test',
        object: 'event',
        type: 'account.updated',
        data: { object: { id: 'acct_1Test', object: 'account', payouts_enabled: true } },
      };
      expect((await postEvent(app, event, 'whsec_wrong')).statusCode).toBe(401);
      const accepted = await postEvent(app, event, 'whsec_test_offline');
      expect(accepted.json()).toEqual({ received: true, outcome: 'applied' });
      const row = await app.db.selectFrom('users').select('payout_details_added').executeTakeFirstOrThrow();
      expect(row.payout_details_added).toBe(true);
      // Its hosted pages are Stripe's: the development provider's are not served.
      expect(
        (await app.inject({ method: 'GET', url: `/api/payments/dev/checkout/cs_dev_${'0'.repeat(24)}` })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});
