import { MAX_INTEREST_PER_DAY } from '@fairgo/shared/contract';
import { testPostFields as postFields } from '@fairgo/testing';
import { startTestApp, type TestApp } from '../helper';
import { login, register, userIdOf } from '../support/accounts';

// "I'm interested": a worker answers a job, the employer hears of it and sees them with contact
// details gated as on /find-worker; limits, dismissal, withdrawal, suspension, and a job taken down.
describe('job interest: a worker answers a job and its employer hears of it', () => {
  let app: TestApp;
  let employer: string;
  let worker: string;
  let jobId: string;
  let workerPostId: string;

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: token } } : {}),
      ...(payload ? { payload } : {}),
    });
  const member = (email: string, days = 365) =>
    app.db
      .updateTable('users')
      .set({ membership_expires: new Date(Date.now() + days * 86_400_000) })
      .where('email', '=', email)
      .execute();
  const answer = (token: string, job = jobId, changes: object = {}) =>
    inject('POST', `/api/jobInterest/jobs/${job}`, token, {
      message: 'I bake at 4 am happily.',
      workerPostId,
      ...changes,
    });
  const bell = async (token: string) => (await inject('GET', '/api/notifications', token)).json();

  beforeEach(async () => {
    app = await startTestApp();
    await register(app, { email: 'robin@example.com.au', role: 'employer', name: 'Robin Baker' });
    await member('robin@example.com.au');
    await register(app, { name: 'Casey Worker' });
    employer = (await login(app, 'robin@example.com.au')).token;
    worker = (await login(app)).token;
    await inject('POST', '/api/findwork/submit', employer, {
      ...postFields({ name: 'Robin Baker', job: 'Baker', email: 'robin@example.com.au' }),
      businessName: 'Brunswick Bakehouse',
      pay: { kind: 'hour', cents: 3500 },
    });
    jobId = (await app.db.selectFrom('job_posts').select('id').executeTakeFirstOrThrow()).id;
    await inject('POST', '/api/findworker/submit', worker, postFields());
    workerPostId = (await app.db.selectFrom('worker_posts').select('id').executeTakeFirstOrThrow()).id;
  });
  afterEach(() => app.close());

  it('tells the employer in the bell, and shows them the worker with contact details as a member', async () => {
    const sent = await answer(worker);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ jobId, job: 'Baker', businessName: 'Brunswick Bakehouse', seen: false });

    const [told] = await bell(employer);
    expect(told).toMatchObject({
      message: 'Casey Worker is interested in your job: Baker at Brunswick Bakehouse.',
      actionURL: `/profile#interested-${jobId}`,
    });
    const list = await inject('GET', `/api/jobInterest/jobs/${jobId}`, employer);
    expect(list.statusCode).toBe(200);
    const [interested] = list.json();
    expect(interested).toMatchObject({
      message: 'I bake at 4 am happily.',
      listing: { _id: workerPostId, name: 'Casey Worker' },
    });
    expect(interested.listing.email).toBe('casey@example.com.au');
    // Listing them marked them seen.
    const [mine] = (await inject('GET', '/api/jobInterest/mine', worker)).json();
    expect(mine).toMatchObject({ jobId, seen: true });
  });

  it('gates the contact details exactly as /find-worker does: none for an employer without a membership', async () => {
    await answer(worker);
    await member('robin@example.com.au', -1);
    const [interested] = (await inject('GET', `/api/jobInterest/jobs/${jobId}`, employer)).json();
    expect(interested.listing).toMatchObject({ email: null, phone: null });
  });

  it('lists a job’s interest only to its owner, and refuses anyone else', async () => {
    await answer(worker);
    expect((await inject('GET', `/api/jobInterest/jobs/${jobId}`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/jobInterest/jobs/${jobId}`, worker)).statusCode).toBe(404);
    expect((await inject('GET', '/api/jobInterest/jobs/not-a-uuid', employer)).statusCode).toBe(400);
  });

  it('takes an answer once per job, from a worker with their own post, never from an employer or on their own job', async () => {
    expect((await answer(worker)).statusCode).toBe(201);
    const again = await answer(worker);
    expect(again.statusCode).toBe(409);

    const other = await answer(worker, jobId, { workerPostId: '00000000-0000-4000-8000-000000000000' });
    expect([400, 409]).toContain(other.statusCode);
    expect((await answer(employer)).statusCode).toBe(403);
    expect(
      (await inject('POST', `/api/jobInterest/jobs/${jobId}`, undefined, { message: '', workerPostId })).statusCode,
    ).toBe(401);
    expect((await answer(worker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // Someone else's post cannot be attached.
    await register(app, { email: 'jo@example.com.au', name: 'Jo Other' });
    const jo = (await login(app, 'jo@example.com.au')).token;
    const refused = await answer(jo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^workerPostId/);
    // A note over 300 characters is refused, naming it.
    const long = await answer(jo, jobId, { message: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('message');
  });

  it(`answers at most ${MAX_INTEREST_PER_DAY} jobs a day`, async () => {
    const jobIds: string[] = [];
    for (let index = 0; index <= MAX_INTEREST_PER_DAY; index++) {
      const row = await app.db
        .insertInto('job_posts')
        .values({
          user_id: await userIdOf(app, 'robin@example.com.au'),
          name: 'Robin Baker',
          job: `Baker ${index}`,
          phone: '0412345678',
          email: 'robin@example.com.au',
          location: 'Newtown, New South Wales',
          latitude: null,
          longitude: null,
          availability: JSON.stringify(postFields().availability),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      jobIds.push(row.id);
    }
    const sent = [];
    for (const id of jobIds.slice(0, MAX_INTEREST_PER_DAY)) sent.push(await answer(worker, id));
    expect(sent.map((response) => response.statusCode)).toEqual(sent.map(() => 201));
    // An answer withdrawn still counts towards the day.
    expect((await inject('DELETE', `/api/jobInterest/answers/${sent[0]!.json()._id}`, worker)).statusCode).toBe(200);
    const over = await answer(worker, jobIds[MAX_INTEREST_PER_DAY]);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      `You can answer at most ${MAX_INTEREST_PER_DAY} jobs a day. Please try again tomorrow.`,
    );
  });

  it('lets the worker withdraw an answer, and the employer dismiss one; neither is listed after', async () => {
    const mine = (await answer(worker)).json();
    expect((await inject('DELETE', `/api/jobInterest/answers/${mine._id}`, employer)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/jobInterest/answers/${mine._id}`, worker)).statusCode).toBe(200);
    expect((await inject('GET', `/api/jobInterest/jobs/${jobId}`, employer)).json()).toEqual([]);
    expect((await inject('GET', '/api/jobInterest/mine', worker)).json()).toEqual([]);

    // Answering again after withdrawing is taken; the employer dismisses it.
    const again = (await answer(worker)).json();
    expect((await inject('POST', `/api/jobInterest/answers/${again._id}/dismiss`, worker)).statusCode).toBe(404);
    expect((await inject('POST', `/api/jobInterest/answers/${again._id}/dismiss`, employer)).statusCode).toBe(200);
    expect((await inject('GET', `/api/jobInterest/jobs/${jobId}`, employer)).json()).toEqual([]);
    expect((await inject('GET', '/api/jobInterest/mine', worker)).json()).toMatchObject([{ seen: true }]);
  });

  it("leaves a suspended user's answers out of the employer's list", async () => {
    await answer(worker);
    await app.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('email', '=', 'casey@example.com.au')
      .execute();
    expect((await inject('GET', `/api/jobInterest/jobs/${jobId}`, employer)).json()).toEqual([]);
  });

  it('tells those who answered when the job is edited to another role, or taken down', async () => {
    await answer(worker);
    const job = {
      ...postFields({ name: 'Robin Baker', job: 'Pastry Chef', email: 'robin@example.com.au' }),
      businessName: 'Brunswick Bakehouse',
    };
    expect((await inject('PUT', '/api/findwork/update', employer, { _id: jobId, ...job })).statusCode).toBe(200);
    expect((await bell(worker))[0].message).toBe(
      'The job you answered, Baker at Brunswick Bakehouse, is now advertised as Pastry Chef.',
    );
    // An edit that keeps the role tells nobody.
    await inject('PUT', '/api/findwork/update', employer, { _id: jobId, ...job, description: 'Early starts.' });
    expect(await bell(worker)).toHaveLength(1);

    expect((await inject('DELETE', '/api/findwork/delete', employer, { _id: jobId })).statusCode).toBe(200);
    expect((await bell(worker))[0].message).toBe(
      'The job you answered, Pastry Chef at Brunswick Bakehouse, was taken down.',
    );
    expect(await app.db.selectFrom('job_interest').selectAll().execute()).toEqual([]);
  });
});
