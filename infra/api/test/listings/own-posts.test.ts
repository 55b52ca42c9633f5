import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { testPostFields as postFields } from '@fairgo/testing';

describe('own posts: submit, list, update, delete', () => {
  let app: TestApp;
  let casey: string;
  let robin: string;

  beforeEach(async () => {
    app = await startTestApp();
    await register(app);
    await register(app, { email: 'robin@example.com.au', role: 'employer' });
    casey = (await login(app)).token;
    robin = (await login(app, 'robin@example.com.au')).token;
  });
  afterEach(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

  it("stores a looking-for-work post and lists it only to its owner, with the suburb's coordinates", async () => {
    const created = await call('POST', '/api/findworker/submit', casey, postFields({ certificates: ['RSA', '  '] }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Data submitted successfully' });

    const mine = await call('GET', '/api/findworker/workerposts?email=Casey@example.com.au', casey);
    expect(mine.statusCode).toBe(200);
    const [post] = mine.json();
    expect(post).toMatchObject({ job: 'Barista', gender: 'Female', certificates: ['RSA'], termsAccepted: true });
    expect(new Date(post.postCreatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const row = await app.db.selectFrom('worker_posts').select(['latitude', 'longitude']).executeTakeFirstOrThrow();
    expect(row.latitude).toBeCloseTo(-33.9, 0);

    expect((await call('GET', '/api/findworker/workerposts', robin)).json()).toEqual([]);
    expect((await call('GET', '/api/findworker/workerposts?email=casey@example.com.au', robin)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/findworker/workerposts' })).statusCode).toBe(401);
  });

  it('refuses a post without accepted terms, with a bad phone or a description over 300 characters', async () => {
    for (const bad of [
      { termsAccepted: false },
      { phone: '04 1234 abc' },
      { phone: 412 },
      { description: 'x'.repeat(301) },
      { yearsExperience: -1 },
    ]) {
      const response = await call('POST', '/api/findworker/submit', casey, { ...postFields(), ...bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await app.db.selectFrom('worker_posts').selectAll().execute()).toEqual([]);
  });

  it('keeps a phone number typed with spaces or +61 as digits', async () => {
    const response = await call('POST', '/api/findworker/submit', casey, { ...postFields(), phone: '+61 412 345 678' });
    expect(response.statusCode).toBe(200);
    expect(await app.db.selectFrom('worker_posts').select('phone').execute()).toEqual([{ phone: '0412345678' }]);
  });

  it('lets only employers with an active membership post a job', async () => {
    const byWorker = await call('POST', '/api/findwork/submit', casey, postFields());
    expect(byWorker.statusCode).toBe(403);
    expect(byWorker.json().message).toBe('Only Employers are allowed to post a job');

    expect((await call('POST', '/api/findwork/submit', robin, postFields())).statusCode).toBe(403);
    await app.db
      .updateTable('users')
      .set({ membership_expires: new Date(Date.now() + 86_400_000) })
      .where('email', '=', 'robin@example.com.au')
      .execute();
    expect((await call('POST', '/api/findwork/submit', robin, postFields({ job: 'Chef' }))).statusCode).toBe(200);
    const [post] = (await call('GET', '/api/findwork/advisersposts', robin)).json();
    // A job post states no gender and no years of experience, whatever the call sends.
    expect(post).toMatchObject({ job: 'Chef', policeCheck: true, yearsExperience: null, gender: null });
  });

  it('updates and deletes only the caller’s own post, each path acting on the entity it names', async () => {
    await call('POST', '/api/findworker/submit', casey, postFields());
    const [post] = (await call('GET', '/api/findworker/workerposts', casey)).json();

    const update = { ...postFields({ job: 'Waiter', sharePhone: false }), _id: post._id };
    expect((await call('PUT', '/api/findworker/update', robin, update)).statusCode).toBe(404);
    expect((await call('PUT', '/api/findwork/update', casey, update)).statusCode).toBe(404);
    const updated = await call('PUT', '/api/findworker/update', casey, update);
    expect(updated.json()).toEqual({ message: 'Data updated successfully' });
    expect((await call('GET', '/api/findworker/workerposts', casey)).json()[0]).toMatchObject({
      job: 'Waiter',
      sharePhone: false,
    });

    expect((await call('DELETE', '/api/findworker/delete', robin, { _id: post._id })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/findwork/delete', casey, { _id: post._id })).statusCode).toBe(404);
    const deleted = await call('DELETE', '/api/findworker/delete', casey, { _id: post._id });
    expect(deleted.json()).toEqual({ message: 'Worker data deleted successfully' });
    expect((await call('GET', '/api/findworker/workerposts', casey)).json()).toEqual([]);
  });
});
