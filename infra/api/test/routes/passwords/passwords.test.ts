import { startTestApp, type TestApp } from '../../helper';
import { login, register } from '../../support/accounts';
import { latestDelivered } from '../../support/mail';

const verify = (app: TestApp, token: string) =>
  app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } });

async function resetLinkToken(app: TestApp) {
  const mail = await app.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'passwordReset')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const delivered = await latestDelivered(app);
  return { mail, delivered, token: /reset-password\?token=([\w-]+)/.exec(delivered.text)![1]! };
}

describe('forgot, reset and change password', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
    await register(app);
  });
  afterEach(() => app.close());

  it("answers 404 'User not found.' for an unknown e-mail", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: 'ghost@example.com.au' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found.' });
  });

  it('mails a one-time reset link through the outbox; the link sets a new password once and ends every session', async () => {
    const { token: session } = await login(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: 'CASEY@example.com.au' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reset password instructions will be sent to your email shortly.' });

    const { mail, delivered, token } = await resetLinkToken(app);
    expect(delivered).toMatchObject({
      to: [{ address: 'casey@example.com.au' }],
      subject: 'Reset your FairGo password',
    });
    expect(delivered.text).toContain(`http://localhost:3000/reset-password?token=${token}`);
    // What admins can read keeps no secret: the link is there, its token is not.
    expect(mail).toMatchObject({ to_email: 'casey@example.com.au', subject: 'Reset your FairGo password' });
    expect(mail.text_body).toContain('http://localhost:3000/reset-password?token=[hidden]');
    expect(mail.text_body).not.toContain(token);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token, newPassword: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, 'casey@example.com.au', 'a brand new secret')).response.statusCode).toBe(200);
    expect((await login(app)).response.statusCode).toBe(400);
    expect((await verify(app, session)).statusCode).toBe(401);

    const again = await app.inject({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token, newPassword: 'another new secret' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('lets one of 10 requests racing with one reset link set the password', async () => {
    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    const { token } = await resetLinkToken(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/resetPassword',
          payload: { token, newPassword: `racing secret ${index}` },
        }),
      ),
    );
    const won = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [index] : []));
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(9);
    const winner = `racing secret ${won[0]}`;
    expect((await login(app, 'casey@example.com.au', winner)).response.statusCode).toBe(200);
  });

  it('voids every other reset link of the account when one is used', async () => {
    const ask = () =>
      app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    await ask();
    const { token: older } = await resetLinkToken(app);
    await ask();
    const { token: newer } = await resetLinkToken(app);
    expect(newer).not.toBe(older);
    const reset = (token: string, newPassword: string) =>
      app.inject({ method: 'POST', url: '/api/resetPassword', payload: { token, newPassword } });
    expect((await reset(newer, 'a brand new secret')).statusCode).toBe(200);
    const stale = await reset(older, 'an attacker chose this');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      message: 'This reset link has expired or was already used. Please ask for a new one.',
    });
    expect((await login(app, 'casey@example.com.au', 'a brand new secret')).response.statusCode).toBe(200);
  });

  it('tells the reset page whether its link can still set a password: live, then used, expired or unknown', async () => {
    const check = (token: string) => app.inject({ method: 'POST', url: '/api/checkResetLink', payload: { token } });
    const dead = {
      usable: false,
      message: 'This reset link has expired or was already used. Please ask for a new one.',
    };
    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    const { token } = await resetLinkToken(app);
    expect((await check(token)).json()).toMatchObject({ usable: true });
    // Checking does not use the link up.
    expect((await check(token)).json()).toMatchObject({ usable: true });
    await app.inject({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token, newPassword: 'a brand new secret' },
    });
    expect([(await check(token)).statusCode, (await check(token)).json()]).toEqual([200, dead]);
    expect((await check('no-such-token')).json()).toEqual(dead);

    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    const { token: later } = await resetLinkToken(app);
    await app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1) })
      .execute();
    expect((await check(later)).json()).toEqual(dead);
    expect((await check('')).json().message).toMatch(/^token/);
  });

  it('refuses a reset link older than 30 minutes', async () => {
    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    const { token } = await resetLinkToken(app);
    await app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1) })
      .execute();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { token, newPassword: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('counts resets for the admin statistic totalResetPasswords', async () => {
    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    const { count } = await app.db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it("answers 400 'Failed to change password. Please check your details.' for a wrong old password", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/changePassword',
      payload: { email: 'casey@example.com.au', oldPassword: 'not my password', newPassword: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Failed to change password. Please check your details.' });
  });

  it('changes the password, keeps the session that asked, and ends the others', async () => {
    const { token: here } = await login(app);
    const { token: elsewhere } = await login(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/changePassword',
      headers: { authorization: here },
      payload: {
        email: 'casey@example.com.au',
        oldPassword: 'correct horse battery',
        newPassword: 'a brand new secret',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully!' });
    expect((await verify(app, here)).statusCode).toBe(200);
    expect((await verify(app, elsewhere)).statusCode).toBe(401);
    expect((await login(app, 'casey@example.com.au', 'a brand new secret')).response.statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/changePassword',
      payload: { email: 'casey@example.com.au', oldPassword: 'correct horse battery', newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^newPassword /);
  });

  it('accepts a 128-character password whole (never truncated) and refuses 129', async () => {
    const long = 'p'.repeat(127) + 'q';
    const change = (newPassword: string, oldPassword = 'correct horse battery') =>
      app.inject({
        method: 'POST',
        url: '/api/changePassword',
        payload: { email: 'casey@example.com.au', oldPassword, newPassword },
      });
    expect((await change('p'.repeat(129))).statusCode).toBe(400);
    expect((await change(long)).statusCode).toBe(200);
    expect((await login(app, 'casey@example.com.au', 'p'.repeat(128))).response.statusCode).toBe(400);
    expect((await login(app, 'casey@example.com.au', long)).response.statusCode).toBe(200);
  });
});
