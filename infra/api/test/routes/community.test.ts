import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';

describe('notifications, newsletter, news and feedback', () => {
  let app: TestApp;
  let casey: string;
  let admin: string;

  beforeEach(async () => {
    app = await startTestApp();
    await register(app);
    await register(app, { email: 'robin@example.com.au', role: 'employer', name: 'Robin Employer' });
    await register(app, { email: 'ada@example.com.au', role: 'both', name: 'Ada Admin' });
    await app.db.updateTable('users').set({ is_admin: true }).where('email', '=', 'ada@example.com.au').execute();
    casey = (await login(app)).token;
    admin = (await login(app, 'ada@example.com.au')).token;
  });
  afterEach(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = '', payload?: object) =>
    app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  it('lists only the caller’s own notifications, newest first, and marks them all read', async () => {
    const [mine, theirs] = await Promise.all(
      ['casey@example.com.au', 'robin@example.com.au'].map((email) =>
        app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
      ),
    );
    await app.db
      .insertInto('notifications')
      .values([
        { user_id: mine!.id, message: 'Older', created_at: new Date(Date.now() - 60_000) },
        { user_id: mine!.id, message: 'Newer', action_url: '/tasks/task/abc' },
        { user_id: theirs!.id, message: 'Not yours' },
      ])
      .execute();
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    const list = (await call('GET', '/api/notifications', casey)).json();
    expect(list.map((n: { message: string }) => n.message)).toEqual(['Newer', 'Older']);
    expect(list[0]).toMatchObject({ actionURL: '/tasks/task/abc', isRead: false, createdOn: expect.any(String) });
    expect(list[1].actionURL).toBeUndefined();

    expect((await call('GET', '/api/markAllNotificationsRead', casey)).statusCode).toBe(200);
    const read = (await call('GET', '/api/notifications', casey)).json();
    expect(read.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    const robins = await app.db
      .selectFrom('notifications')
      .select('is_read')
      .where('user_id', '=', theirs!.id)
      .execute();
    expect(robins).toEqual([{ is_read: false }]);
  });

  it('subscribes an address to the newsletter once, and refuses what is not an address', async () => {
    const first = await call('POST', '/api/addEmailIntoNewsletter', '', { email: 'Fan@Example.com.au' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Thank you for subscribing!' });
    expect((await call('POST', '/api/addEmailIntoNewsletter', '', { email: 'fan@example.com.au' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/addEmailIntoNewsletter', '', { email: 'not an email' })).statusCode).toBe(400);
    expect(await app.db.selectFrom('newsletter_subscribers').select('email').execute()).toEqual([
      { email: 'fan@example.com.au' },
    ]);
  });

  it('serves the news and the newest users to anyone', async () => {
    await app.db
      .insertInto('news')
      .values({ description: 'Pickers wanted', location: 'Cairns, Queensland', take_user_to: '/find-work' })
      .execute();
    expect((await call('GET', '/api/news')).json()).toEqual([
      { description: 'Pickers wanted', location: 'Cairns, Queensland', takeUserTo: '/find-work' },
    ]);
    const images = (await call('GET', '/api/getNewUsersImages')).json();
    expect(images.totalUsers).toBe(3);
    expect(images.usersImages[0]).toEqual({ name: 'Ada Admin', profileImage: null });
    expect((await call('GET', '/api/newusers')).json()).toHaveLength(3);
  });

  it('takes feedback from anyone, and shows it, its statistics and the send-to-all only to admins', async () => {
    const sent = await call('POST', '/api/feedback', '', {
      name: 'Liam',
      email: 'liam@example.com.au',
      message: 'Add Broome, please.',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Thank you for your feedback! We will review it shortly.');
    expect(
      (await call('POST', '/api/feedback', '', { name: 'Liam', email: 'liam@example.com.au', message: '  ' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/feedback', '', { name: 'Liam', email: 'nope', message: 'Hi' })).statusCode).toBe(
      400,
    );

    for (const url of ['/api/feedback', '/api/feedback/otherInformation']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, casey)).statusCode).toBe(403);
    }
    const mail = { subject: 'Summer update', body: 'New suburbs are live.', sendId: 'send-00000001' };
    expect((await call('POST', '/api/feedback/sendEmail', '', mail)).statusCode).toBe(401);
    expect((await call('POST', '/api/feedback/sendEmail', casey, mail)).statusCode).toBe(403);

    const [feedback] = (await call('GET', '/api/feedback', admin)).json();
    expect(feedback).toMatchObject({ name: 'Liam', email: 'liam@example.com.au', phone: null, status: 'new' });
    expect(
      (await call('PUT', '/api/feedback/status', casey, { _id: feedback._id, status: 'reviewed' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/feedback/status', admin, { _id: feedback._id, status: 'reviewed' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/feedback', admin)).json()[0].status).toBe('reviewed');

    await app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: 'casey@example.com.au' } });
    expect((await call('GET', '/api/feedback/otherInformation', admin)).json()).toEqual({
      totalUsers: 3,
      totalWorkers: 1,
      totalEmployers: 1,
      totalBoth: 1,
      totalResetPasswords: 1,
    });

    const first = await call('POST', '/api/feedback/sendEmail', admin, mail);
    expect(first.json()).toEqual({ message: 'Email sent successfully to all users', recipients: 3 });
    await call('POST', '/api/feedback/sendEmail', admin, mail);
    const outbox = await app.db
      .selectFrom('outbox')
      .select(['to_email', 'subject'])
      .where('kind', '=', 'announcement')
      .execute();
    expect(outbox.map((row) => row.to_email).sort()).toEqual([
      'ada@example.com.au',
      'casey@example.com.au',
      'robin@example.com.au',
    ]);
  });

  it('limits feedback to five a minute from one address', async () => {
    const body = { name: 'Spam', email: 'spam@example.com.au', message: 'Hello' };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await call('POST', '/api/feedback', '', body)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
