import { startTestApp, type TestApp } from '../../helper';
import { login, register } from '../../support/accounts';

describe('login, tokens and logout', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
    await register(app, { role: 'employer', company: 'Harbour Cafe' });
  });
  afterEach(() => app.close());

  it('answers the token and the user the client stores (product.md#api-calls: data.UserObj)', async () => {
    const { response, token } = await login(app);
    expect(response.statusCode).toBe(200);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    const row = await app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    expect(response.json().data.UserObj.user).toEqual({
      _id: row.id,
      name: 'Casey Worker',
      email: 'casey@example.com.au',
      phone: '0412345678',
      role: 'employer',
      profileImage: null,
      membershipExpires: null,
      location: 'Newtown, New South Wales',
      company: 'Harbour Cafe',
      isAdmin: false,
    });
  });

  it('stores only a hash of the token, expiring in 30 days', async () => {
    const { token } = await login(app);
    const session = await app.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).not.toContain(token);
    const days = (session.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it.each([
    ['a wrong password', 'casey@example.com.au', 'wrong password!'],
    ['an unknown e-mail', 'nobody@example.com.au', 'correct horse battery'],
  ])("answers 400 'Invalid email or password.' for %s", async (_case, email, password) => {
    const { response } = await login(app, email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('verifies a live token with 200 and the current user, and refuses others with 401', async () => {
    const { token } = await login(app);
    const ok = await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, user: { email: 'casey@example.com.au' } });

    const bad = await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token: 'made-up' } });
    expect(bad.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await login(app);
    await app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } });
    expect(response.statusCode).toBe(401);
  });

  it('logout revokes the token it is called with (the bare token in Authorization)', async () => {
    const { token } = await login(app);
    const { token: other } = await login(app);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: token } });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token: other } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('limits login attempts per account with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 7; attempt++) {
      const { response } = await login(app, 'casey@example.com.au', 'guess ' + attempt);
      statuses.push(response.statusCode);
      retryAfter ??= response.headers['retry-after'] as string | undefined;
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('lets the owner in from their address after others failed five times from five addresses', async () => {
    // The probe's lock-out: anyone could make the right password answer 429.
    for (let address = 1; address <= 5; address++)
      for (let attempt = 0; attempt < 6; attempt++)
        await app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `203.0.113.${address}`,
          payload: { email: 'casey@example.com.au', password: `guess ${attempt}` },
        });
    const owner = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.20',
      payload: { email: 'casey@example.com.au', password: 'correct horse battery' },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('limits login attempts per IP across accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++)
      statuses.push((await login(app, `spray${attempt}@example.com.au`, 'x')).response.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400 and an over-large body with 413', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe("a session's life, by the app's clock", () => {
  it('ends 30 days after the login, for the token check and for every protected call', async () => {
    let now = new Date('2026-11-24T10:00:00.000Z');
    const app = await startTestApp({}, { clock: () => now });
    try {
      await register(app);
      const { token } = await login(app);
      const verify = () => app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } });
      const notifications = () =>
        app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: token } });
      expect((await verify()).statusCode).toBe(200);

      now = new Date('2026-12-24T09:59:00.000Z');
      expect((await verify()).statusCode).toBe(200);
      expect((await notifications()).statusCode).toBe(200);

      now = new Date('2026-12-24T10:01:00.000Z');
      expect((await verify()).statusCode).toBe(401);
      expect((await notifications()).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
