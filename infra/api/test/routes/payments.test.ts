import { cspHash } from '@fairgo/hosting/security-headers';
import { extendByAMonth } from '../../src/routes/payments';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('the development payment provider', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
    await register(app, { role: 'employer' });
  });
  afterEach(() => app.close());

  it('serves the hosted membership page with both plans and the e-mail prefilled, escaped', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/payments/membership?prefilled_email=Casey@Example.com.au"><script>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('$25 a month');
    expect(response.body).toContain('$50 a month');
    expect(response.body).toContain('value="casey@example.com.au&quot;&gt;&lt;script&gt;"');
    expect(response.body).not.toContain('<script>');
  });

  it('allows its pages only their own style, by hash: no script, forms to itself only', async () => {
    for (const url of ['/api/payments/membership', '/api/payments/task-payment-method', '/api/payments/payout']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1]!;
      expect(response.headers['content-security-policy']).toBe(
        `default-src 'none';style-src ${cspHash(style)};form-action 'self';frame-ancestors 'none';base-uri 'none'`,
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('preselects the plan the site chose', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/membership?plan=premium' });
    expect(response.body).toMatch(/value="premium"\s+checked/);
    expect(response.body).not.toMatch(/value="standard"\s+checked/);
  });

  it('records a paid membership and extends membershipExpires by a month', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/membership',
      ...form({ email: 'casey@example.com.au', plan: 'premium' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Payment received');

    const payment = await app.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'membership', plan: 'premium', amount_cents: 5000, status: 'paid' });
    const user = (await login(app)).response.json().data.UserObj.user;
    const days = (new Date(user.membershipExpires).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('answers 404 for an e-mail with no account', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/membership',
      ...form({ email: 'nobody@example.com.au', plan: 'standard' }),
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['/api/payments/task-payment-method', 'task_payment_method_added'],
    ['/api/payments/payout', 'payout_details_added'],
  ] as const)('%s records that the account set it up', async (path, column) => {
    expect((await app.inject({ method: 'GET', url: `${path}?prefilled_email=casey@example.com.au` })).statusCode).toBe(
      200,
    );
    const response = await app.inject({ method: 'POST', url: path, ...form({ email: 'casey@example.com.au' }) });
    expect(response.statusCode).toBe(200);
    const user = await app.db.selectFrom('users').select(column).executeTakeFirstOrThrow();
    expect(user[column]).toBe(true);
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
