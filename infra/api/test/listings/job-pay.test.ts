import { testPostFields as postFields } from '@fairgo/testing';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';

// A job post is a job post: its business, pay and hours; the fair-pay floor by date; /find-work's
// pay filter and sort; a worker's gender only when chosen.
describe('job posts: business, pay and hours', () => {
  let app: TestApp;
  let employer: string;
  let worker: string;
  let now = new Date('2026-11-29T01:00:00Z');

  beforeEach(async () => {
    now = new Date('2026-11-29T01:00:00Z');
    app = await startTestApp({}, { clock: () => now });
    await register(app, { email: 'robin@example.com.au', role: 'employer', company: 'Brunswick Bakehouse' });
    await app.db
      .updateTable('users')
      .set({ membership_expires: new Date('2027-11-29T00:00:00Z') })
      .where('email', '=', 'robin@example.com.au')
      .execute();
    await register(app);
    employer = (await login(app, 'robin@example.com.au')).token;
    worker = (await login(app)).token;
  });
  afterEach(() => app.close());

  const post = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  const postJob = (changes: object) =>
    post('/api/findwork/submit', employer, { ...postFields({ name: 'Robin Baker' }), ...changes });
  const jobs = async (query = '') =>
    (await app.inject({ method: 'GET', url: `/api/findwork/advisers${query}` })).json();

  it('stores a job post with its business, pay and hours, and shows them, never a gender or experience', async () => {
    const created = await postJob({
      businessName: 'Brunswick Bakehouse',
      pay: { kind: 'hour', cents: 3450 },
      hours: { perWeek: 20, shiftStart: '06:00', shiftEnd: '14:00' },
      gender: 'Male',
      yearsExperience: 9,
    });
    expect(created.statusCode).toBe(200);
    const [listing] = await jobs();
    expect(listing).toMatchObject({
      name: 'Robin Baker',
      businessName: 'Brunswick Bakehouse',
      pay: { kind: 'hour', cents: 3450 },
      hours: { perWeek: 20, shiftStart: '06:00', shiftEnd: '14:00' },
      payBelowFloorReason: null,
      gender: null,
      yearsExperience: null,
    });
    const [own] = (
      await app.inject({ method: 'GET', url: '/api/findwork/advisersposts', headers: { authorization: employer } })
    ).json();
    expect(own).toMatchObject({ businessName: 'Brunswick Bakehouse', pay: { kind: 'hour', cents: 3450 } });
  });

  it("keeps the spec's call working without pay or a business: the poster's company, and no pay", async () => {
    expect((await postJob({})).statusCode).toBe(200);
    const [listing] = await jobs();
    expect(listing).toMatchObject({ businessName: 'Brunswick Bakehouse', pay: null, hours: null });
  });

  it('refuses a rate under the adult casual floor of the day unless it names the reason the law allows', async () => {
    const under = await postJob({ pay: { kind: 'hour', cents: 3000 } });
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toMatch(/^pay: \$30 an hour is under the adult casual minimum of \$33\.05 an hour/);
    expect(under.json().message).toContain('Annual Wage Review 2025–26');
    // A shift's pay over its stated times: $200 for 8 hours is $25 an hour.
    const shift = await postJob({
      pay: { kind: 'shift', cents: 20000 },
      hours: { shiftStart: '09:00', shiftEnd: '17:00' },
    });
    expect(shift.statusCode).toBe(400);
    expect(await app.db.selectFrom('job_posts').selectAll().execute()).toEqual([]);

    expect((await postJob({ pay: { kind: 'hour', cents: 2200 }, payBelowFloorReason: 'junior' })).statusCode).toBe(200);
    expect((await postJob({ pay: { kind: 'hour', cents: 3305 }, payBelowFloorReason: 'junior' })).statusCode).toBe(200);
    const listed = await jobs('?sort=pay');
    // The reason is kept only where the rate needs it, and workers see it.
    expect(
      listed.map((job: { pay: { cents: number }; payBelowFloorReason: string | null }) => [
        job.pay.cents,
        job.payBelowFloorReason,
      ]),
    ).toEqual([
      [3305, null],
      [2200, 'junior'],
    ]);
  });

  it('judges the floor by the date: $31.50 an hour passed before 1 July 2026 and not after', async () => {
    now = new Date('2026-06-29T01:00:00Z');
    expect((await postJob({ pay: { kind: 'hour', cents: 3150 } })).statusCode).toBe(200);
    now = new Date('2026-07-01T01:00:00Z');
    expect((await postJob({ pay: { kind: 'hour', cents: 3150 } })).statusCode).toBe(400);
  });

  it('refuses half a shift, an impossible time, a pay of nothing and an unknown reason, naming the field', async () => {
    for (const [bad, field] of [
      [{ hours: { shiftStart: '09:00' } }, 'hours'],
      [{ hours: { shiftStart: '25:00', shiftEnd: '26:00' } }, 'hours'],
      [{ pay: { kind: 'hour', cents: 0 } }, 'pay'],
      [{ pay: { kind: 'day', cents: 3500 } }, 'pay'],
      [{ pay: { kind: 'hour', cents: '3500' } }, 'pay'],
      [{ pay: { kind: 'hour', cents: 2000 }, payBelowFloorReason: 'cheap' }, 'payBelowFloorReason'],
      [{ businessName: 'Bake\u0000house' }, 'businessName'],
    ] as const) {
      const response = await postJob(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('filters /find-work by a least pay an hour and sorts it by pay; unknown pay never matches', async () => {
    await postJob({ job: 'Chef', pay: { kind: 'hour', cents: 4200 } });
    await postJob({
      job: 'Waiter',
      pay: { kind: 'shift', cents: 24000 },
      hours: { shiftStart: '17:00', shiftEnd: '23:00' },
    });
    await postJob({ job: 'Cleaner' });
    await postJob({ job: 'Barista', pay: { kind: 'hour', cents: 3500 } });
    await postJob({ job: 'Labourer', pay: { kind: 'shift', cents: 30000 } });

    const names = (list: { job: string }[]) => list.map((job) => job.job);
    expect(names(await jobs('?minHourlyRate=36'))).toEqual(['Waiter', 'Chef']);
    expect(names(await jobs('?minHourlyRate=33.05&sort=pay'))).toEqual(['Chef', 'Waiter', 'Barista']);
    // Highest first, then those without a known rate, newest first.
    const sorted = await jobs('?sort=pay');
    expect(names(sorted)).toEqual(['Chef', 'Waiter', 'Barista', 'Labourer', 'Cleaner']);
    const total = (await app.inject({ method: 'GET', url: '/api/findwork/advisers/total?minHourlyRate=36' })).json();
    expect(total).toEqual({ total: 2, atLeast: false });

    // The next page continues from the cursor, under the same sort.
    const first = await jobs('?sort=pay&limit=2');
    const next = await jobs(`?sort=pay&limit=2&after=${first[1].cursor}`);
    expect(names(next)).toEqual(['Barista', 'Labourer']);
    // A cursor of another sort, or forged, is a 400 naming `after`.
    const forged = Buffer.from(JSON.stringify({ t: '2026-01-01T99:99:99.000000Z', i: first[0]._id, p: 1 })).toString(
      'base64url',
    );
    for (const after of [first[0].cursor, forged]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/findwork/advisers?sort=days&availability=Monday&after=${after}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^after/);
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/findwork/advisers?sort=pay&after=${forged}` })).statusCode,
    ).toBe(400);
  });

  it("refuses a pay filter or sort on workers' posts, and a least pay that is not a rate", async () => {
    for (const query of ['sort=pay', 'minHourlyRate=30']) {
      const response = await app.inject({ method: 'GET', url: `/api/findworker/workers?${query}` });
      expect(response.statusCode).toBe(400);
    }
    for (const query of ['minHourlyRate=-1', 'minHourlyRate=0', 'minHourlyRate=abc', 'minHourlyRate=100000']) {
      const response = await app.inject({ method: 'GET', url: `/api/findwork/advisers?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('minHourlyRate');
    }
  });

  it("shows a worker's gender only when they chose one", async () => {
    const { gender: _chosen, ...withoutGender } = postFields();
    expect((await post('/api/findworker/submit', worker, withoutGender)).statusCode).toBe(200);
    expect(
      (await post('/api/findworker/submit', worker, { ...postFields({ job: 'Chef' }), gender: null })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/findworker/submit', worker, postFields({ job: 'Waiter', gender: 'Female' }))).statusCode,
    ).toBe(200);
    const workers = (await app.inject({ method: 'GET', url: '/api/findworker/workers' })).json();
    expect(workers.map((listing: { job: string; gender: string | null }) => [listing.job, listing.gender])).toEqual([
      ['Waiter', 'Female'],
      ['Chef', null],
      ['Barista', null],
    ]);
  });

  it('alerts a saved search with a least pay only of jobs paying it', async () => {
    const search = await post('/api/savedSearches', worker, {
      kind: 'job',
      filters: {
        jobs: [],
        days: [],
        locations: [],
        certificates: [],
        verified: [],
        near: '',
        withinKm: null,
        minPay: 40,
      },
    });
    expect(search.statusCode).toBe(201);
    await postJob({ job: 'Barista', pay: { kind: 'hour', cents: 3500 } });
    await postJob({ job: 'Cleaner' });
    await postJob({ job: 'Chef', pay: { kind: 'hour', cents: 4200 } });
    const matched = await app.db.selectFrom('saved_search_matches').select('title').execute();
    expect(matched.map((match) => match.title)).toEqual(['Chef in Newtown, New South Wales']);
    const [saved] = (
      await app.inject({ method: 'GET', url: '/api/savedSearches', headers: { authorization: worker } })
    ).json();
    expect(saved.summary).toBe('from $40 an hour');
  });
});
