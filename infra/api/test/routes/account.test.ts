import { testPostFields } from '@fairgo/testing';
import { startTestApp, storedFiles, uploadedFiles, type TestApp } from '../helper';
import { login, multipart, PNG_1X1, register, userIdOf } from '../support/accounts';
import { plainPdf } from '../support/pdfs';

// Your data is yours: the export of everything held about you, and the account's deletion.
describe('/api/account', () => {
  let app: TestApp;
  let token: string;
  let userId: string;

  const call = (method: 'GET' | 'DELETE' | 'POST', url: string, auth?: string, payload?: object) =>
    app.inject({ method, url, ...(auth ? { headers: { authorization: auth } } : {}), ...(payload ? { payload } : {}) });
  beforeEach(async () => {
    app = await startTestApp();
    await register(app, {}, { field: 'profileImage', name: 'me.png', type: 'image/png', content: PNG_1X1 });
    token = (await login(app)).token;
    userId = await userIdOf(app, 'casey@example.com.au');
    await call('POST', '/api/findworker/submit', token, testPostFields());
    const body = multipart({}, { field: 'resume', name: 'cv.pdf', type: 'application/pdf', content: await plainPdf() });
    await app.inject({
      method: 'POST',
      url: '/api/resumes',
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
  });
  afterEach(() => app.close());

  it('exports everything held about you as a JSON file, without secrets', async () => {
    const file = await call('GET', '/api/account/export', token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="fairgo-my-data.json"');
    const data = file.json();
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'profile',
        'jobPosts',
        'workerPosts',
        'tasks',
        'offers',
        'questions',
        'messages',
        'reviews',
        'jobAnswers',
        'savedSearches',
        'credentials',
        'payments',
        'resume',
      ]),
    );
    expect(data.profile).toMatchObject({ email: 'casey@example.com.au', name: 'Casey Worker' });
    expect(data.workerPosts).toHaveLength(1);
    expect(data.resume).toMatchObject({ size_bytes: expect.any(Number) });
    expect(file.body).not.toMatch(/password_hash|argon2|token_hash/);
    expect((await call('GET', '/api/account/export')).statusCode).toBe(401);
  });

  it('asks for the password, and refuses while money is held on a task', async () => {
    const wrong = await call('DELETE', '/api/account', token, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^password/);
    await app.db
      .insertInto('payments')
      .values({ user_id: userId, kind: 'taskHold', amount_cents: 5000, status: 'held', provider: 'development' })
      .execute();
    const held = await call('DELETE', '/api/account', token, { password: 'correct horse battery' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/^You have a task with money held/);
    expect((await call('GET', '/api/resumes/mine', token)).statusCode).toBe(200);
  });

  it('deletes posts, résumé and picture (from the store too), ends every session, and frees the e-mail address', async () => {
    const [picture] = uploadedFiles(app);
    expect(picture).toBeDefined();
    expect(storedFiles(app, 'resumes')).toHaveLength(1);
    const other = (await login(app)).token;
    await app.db
      .insertInto('payments')
      .values({ user_id: userId, kind: 'membership', amount_cents: 2500, status: 'paid', provider: 'development' })
      .execute();

    const deleted = await call('DELETE', '/api/account', token, { password: 'correct horse battery' });
    expect(deleted.statusCode).toBe(200);
    expect(await app.db.selectFrom('worker_posts').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('resumes').selectAll().execute()).toEqual([]);
    expect(storedFiles(app, 'resumes')).toEqual([]);
    expect(uploadedFiles(app)).not.toContain(picture);
    for (const session of [token, other])
      expect((await call('GET', '/api/jobInterest/mine', session)).statusCode).toBe(401);
    // Kept, de-identified: the row (for reviews, messages, payments) and the payment record.
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Former member', profile_image: null, phone: '' });
    expect(row.email).not.toContain('casey');
    expect(await app.db.selectFrom('payments').select('user_id').execute()).toEqual([{ user_id: userId }]);
    await register(app, { email: 'jo@example.com.au' });
    const jo = (await login(app, 'jo@example.com.au')).token;
    expect((await call('GET', `/api/people/${userId}`, jo)).statusCode).toBe(404);
    // The address is free again; the old password opens nothing.
    expect((await login(app)).response.statusCode).not.toBe(200);
    expect((await register(app)).statusCode).toBe(200);
  });
});
