import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { latestDelivered } from '../support/mail';

describe('GET /api/outbox', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
    await register(app);
  });
  afterEach(() => app.close());

  it('shows admins the mail the site sent, without its secrets, and nobody else', async () => {
    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    const { token } = await login(app);
    expect((await app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/outbox', headers: { authorization: token } })).statusCode,
    ).toBe(403);

    await app.db.updateTable('users').set({ is_admin: true }).execute();
    const response = await app.inject({
      method: 'GET',
      url: '/api/outbox?to=Casey@example.com.au',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = response.json();
    expect(mail).toMatchObject({ to: 'casey@example.com.au', kind: 'passwordReset' });
    // An admin must not be able to take over the account: the link's token is not in the outbox.
    expect(mail.text).toContain('/reset-password?token=[hidden]');
    const delivered = await latestDelivered(app);
    const secret = /reset-password\?token=([\w-]+)/.exec(delivered.text)![1]!;
    expect(JSON.stringify(response.json())).not.toContain(secret);
  });
});
