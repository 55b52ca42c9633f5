import { LISTING_TOTAL_CAP } from '@fairgo/shared/contract';
import type { Availability } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';

const ALL_WEEK: Availability = {
  Monday: true,
  Tuesday: true,
  Wednesday: true,
  Thursday: true,
  Friday: true,
  Saturday: true,
  Sunday: true,
};
const weekdays = (changes: Partial<Availability> = {}): Availability => ({
  ...ALL_WEEK,
  Saturday: false,
  Sunday: false,
  ...changes,
});

describe('listings: find-work and find-worker', () => {
  let app: TestApp;
  let owner: string;
  const tokens = { worker: '', employer: '', member: '' };

  beforeAll(async () => {
    app = await startTestApp();
    await register(app, { email: 'wendy@example.com.au', role: 'worker' });
    await register(app, { email: 'nina@example.com.au', role: 'employer' });
    await register(app, { email: 'molly@example.com.au', role: 'both' });
    await app.db
      .updateTable('users')
      .set({ membership_expires: new Date(Date.now() + 86_400_000) })
      .where('email', '=', 'molly@example.com.au')
      .execute();
    tokens.worker = (await login(app, 'wendy@example.com.au')).token;
    tokens.employer = (await login(app, 'nina@example.com.au')).token;
    tokens.member = (await login(app, 'molly@example.com.au')).token;
    owner = (
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'wendy@example.com.au')
        .executeTakeFirstOrThrow()
    ).id;

    const post = (
      job: string,
      location: string,
      availability: Availability,
      more: { certificates?: string[]; share_phone?: boolean; minutesAgo?: number } = {},
    ) => {
      const suburb = app.suburbs.find(location);
      return {
        user_id: owner,
        name: `${job} in ${location}`,
        job,
        phone: '0412345678',
        email: `${job.toLowerCase().replace(/\W+/g, '')}@example.com.au`,
        location,
        latitude: suburb?.latitude ?? null,
        longitude: suburb?.longitude ?? null,
        availability: JSON.stringify(availability),
        certificates: more.certificates ?? [],
        share_phone: more.share_phone ?? true,
        gender: 'Female' as const,
        created_at: new Date(Date.now() - (more.minutesAgo ?? 0) * 60_000),
      };
    };
    await app.db
      .insertInto('worker_posts')
      .values([
        post('Barista', 'Newtown, New South Wales', weekdays(), { certificates: ['RSA', 'First Aid'], minutesAgo: 5 }),
        post('Chef', 'Glenelg, South Australia', ALL_WEEK, { certificates: ['Food Safety'], minutesAgo: 4 }),
        post('Cleaner', 'Norwood, South Australia', weekdays({ Monday: false }), { share_phone: false, minutesAgo: 3 }),
        post('Barista', 'Fitzroy, Victoria', { ...weekdays(), Tuesday: false, Wednesday: false }, { minutesAgo: 2 }),
        post('Waiter', 'Surry Hills, New South Wales', weekdays({ Friday: false }), {
          certificates: ['RSA'],
          minutesAgo: 1,
        }),
      ])
      .execute();
    await app.db
      .insertInto('job_posts')
      .values(post('Kitchen Hand', 'Newtown, New South Wales', ALL_WEEK))
      .execute();
  });
  afterAll(() => app.close());

  const list = async (url: string, token?: string) => {
    const response = await app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
    return { status: response.statusCode, body: response.json() };
  };
  const jobsOf = async (url: string) =>
    (await list(url, tokens.member)).body.map((listing: { job: string }) => listing.job);

  it('lists newest first with creator picture, and both paths of product.md#api-calls', async () => {
    const { status, body } = await list('/api/findworker/workers');
    expect(status).toBe(200);
    expect(body.map((listing: { job: string }) => listing.job)).toEqual([
      'Waiter',
      'Barista',
      'Cleaner',
      'Chef',
      'Barista',
    ]);
    expect(body[0]).toMatchObject({ gender: 'Female', postCreatedBy: { profileImage: null }, sharePhone: true });
    expect((await list('/api/findwork/advisers')).body.map((listing: { job: string }) => listing.job)).toEqual([
      'Kitchen Hand',
    ]);
  });

  it('never sends contact details to a visitor, a worker or an employer without a membership', async () => {
    for (const token of [undefined, tokens.worker, tokens.employer, 'not-a-live-token']) {
      const { status, body } = await list('/api/findworker/workers', token);
      expect(status).toBe(200);
      for (const listing of body) expect(listing).toMatchObject({ phone: null, email: null });
      expect(JSON.stringify(body)).not.toContain('0412345678');
      expect(JSON.stringify(body)).not.toContain('@example.com.au');
    }
    const jobs = await list('/api/findwork/advisers', tokens.worker);
    expect(jobs.body[0]).toMatchObject({ phone: null, email: null });
  });

  it('shows members the real e-mail, and the phone only when it is shared', async () => {
    const { body } = await list('/api/findworker/workers', tokens.member);
    const cleaner = body.find((listing: { job: string }) => listing.job === 'Cleaner');
    const chef = body.find((listing: { job: string }) => listing.job === 'Chef');
    expect(chef).toMatchObject({ email: 'chef@example.com.au', phone: '0412345678' });
    expect(cleaner).toMatchObject({ email: 'cleaner@example.com.au', phone: null });
  });

  it('answers visitors asking for the same page at once with one read, and never shares it with a member', async () => {
    const executor = Object.getPrototypeOf(app.db.getExecutor()) as { executeQuery: () => unknown };
    const queries = jest.spyOn(executor, 'executeQuery');
    try {
      const visitors = await Promise.all(Array.from({ length: 8 }, () => list('/api/findworker/workers')));
      expect(queries).toHaveBeenCalledTimes(1);
      for (const visitor of visitors) expect(visitor).toEqual(visitors[0]);
      expect(visitors[0]!.body).toHaveLength(5);

      queries.mockClear();
      const [member, visitor, filtered] = await Promise.all([
        list('/api/findworker/workers', tokens.member),
        list('/api/findworker/workers'),
        list('/api/findworker/workers?jobs=Chef'),
      ]);
      // The member's page is read for them (the session's own queries come first); each query its own read.
      expect(member.body.find((listing: { job: string }) => listing.job === 'Chef').email).toBe('chef@example.com.au');
      expect(JSON.stringify(visitor.body)).not.toContain('@example.com.au');
      expect(filtered.body.map((listing: { job: string }) => listing.job)).toEqual(['Chef']);
      // Once answered, nothing is kept: the next visitor's read is a read of its own.
      queries.mockClear();
      await list('/api/findworker/workers');
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('filters as product.md#listing-searches says: jobs any, certificates all, days all, locations any', async () => {
    expect(await jobsOf('/api/findworker/workers?jobs=barista&jobs=Chef')).toEqual(['Barista', 'Chef', 'Barista']);
    expect(await jobsOf('/api/findworker/workers?jobs=Chef')).toEqual(['Chef']);
    expect(await jobsOf('/api/findworker/workers?certificates=RSA')).toEqual(['Waiter', 'Barista']);
    expect(await jobsOf('/api/findworker/workers?certificates=RSA&certificates=First%20Aid')).toEqual(['Barista']);
    expect(await jobsOf('/api/findworker/workers?availability=Monday,Friday')).toEqual(['Barista', 'Chef', 'Barista']);
    expect(await jobsOf('/api/findworker/workers?availability=Saturday')).toEqual(['Chef']);
    expect(
      await jobsOf(
        '/api/findworker/workers?locations=Fitzroy,%20Victoria&locations=surry%20hills,%20new%20south%20wales',
      ),
    ).toEqual(['Waiter', 'Barista']);
    expect(await jobsOf('/api/findworker/workers?jobs=Barista&availability=Tuesday')).toEqual(['Barista']);
  });

  it("matches 'All Adelaide, South Australia' to every South Australian listing (filterworkers)", async () => {
    const all = encodeURIComponent('All Adelaide, South Australia');
    expect(await jobsOf(`/api/findworker/filterworkers?locations=${all}`)).toEqual(['Cleaner', 'Chef']);
    const fitzroy = encodeURIComponent('Fitzroy, Victoria');
    expect(await jobsOf(`/api/findworker/filterworkers?locations=${all}&locations=${fitzroy}`)).toEqual([
      'Barista',
      'Cleaner',
      'Chef',
    ]);
  });

  it('searches by distance from a suburb and sorts by it', async () => {
    const near = encodeURIComponent('Newtown, New South Wales');
    const within = await list(`/api/findworker/workers?near=${near}&withinKm=10&sort=distance`, tokens.member);
    expect(within.body.map((listing: { job: string }) => listing.job)).toEqual(['Barista', 'Waiter']);
    expect(within.body[0].distanceKm).toBe(0);
    expect(within.body[1].distanceKm).toBeGreaterThan(0);
    expect(within.body[1].distanceKm).toBeLessThan(10);
    const far = await jobsOf(`/api/findworker/workers?near=${near}&withinKm=500`);
    expect(far).toEqual(['Waiter', 'Barista']);
    expect((await list(`/api/findworker/workers?near=Atlantis&withinKm=5`)).status).toBe(400);
    expect((await list(`/api/findworker/workers?withinKm=5`)).status).toBe(400);
  });

  it('sorts by how many wanted days a listing covers, keeping those that cover any', async () => {
    const { body } = await list('/api/findworker/workers?availability=Tuesday,Saturday,Sunday&sort=days');
    expect(body.map((listing: { job: string; matchingDays: number }) => [listing.job, listing.matchingDays])).toEqual([
      ['Chef', 3],
      ['Waiter', 1],
      ['Cleaner', 1],
      ['Barista', 1],
    ]);
  });

  it('pages with limit and offset, and refuses bad queries with a message', async () => {
    expect(await jobsOf('/api/findworker/workers?limit=2')).toEqual(['Waiter', 'Barista']);
    expect(await jobsOf('/api/findworker/workers?limit=2&offset=2')).toEqual(['Cleaner', 'Chef']);
    for (const bad of ['availability=Funday', 'limit=0', 'sort=days', 'offset=-1', 'withinKm=5']) {
      const { status, body } = await list(`/api/findworker/workers?${bad}`);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('counts what a search matches, whatever its page, and refuses the same bad queries', async () => {
    const total = async (url: string) => (await list(url)).body;
    expect(await total('/api/findworker/workers/total')).toEqual({ total: 5, atLeast: false });
    expect(await total('/api/findworker/workers/total?limit=2&offset=4')).toEqual({ total: 5, atLeast: false });
    expect(await total('/api/findworker/workers/total?jobs=barista&jobs=Chef')).toEqual({ total: 3, atLeast: false });
    expect(await total('/api/findworker/workers/total?availability=Saturday')).toEqual({ total: 1, atLeast: false });
    const near = encodeURIComponent('Newtown, New South Wales');
    expect(await total(`/api/findworker/workers/total?near=${near}&withinKm=10`)).toEqual({ total: 2, atLeast: false });
    expect(await total('/api/findwork/advisers/total')).toEqual({ total: 1, atLeast: false });
    expect(await total('/api/findwork/advisers/total?jobs=Chef')).toEqual({ total: 0, atLeast: false });
    const bad = await list('/api/findworker/workers/total?availability=Funday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^availability:/);
  });

  it('counts up to LISTING_TOTAL_CAP and then says there are at least that many', async () => {
    const many = Array.from({ length: LISTING_TOTAL_CAP + 1 }, (_, index) => ({
      user_id: owner,
      name: `Bulk ${index}`,
      job: 'Bulk Tester',
      phone: '0412345678',
      email: 'bulk@example.com.au',
      location: 'Fitzroy, Victoria',
      availability: JSON.stringify(ALL_WEEK),
      certificates: [],
      share_phone: false,
      gender: 'Female' as const,
    }));
    await app.db.insertInto('job_posts').values(many).execute();
    try {
      expect((await list('/api/findwork/advisers/total')).body).toEqual({ total: LISTING_TOTAL_CAP, atLeast: true });
      expect((await list('/api/findwork/advisers/total?jobs=Kitchen%20Hand')).body).toEqual({
        total: 1,
        atLeast: false,
      });
    } finally {
      await app.db.deleteFrom('job_posts').where('job', '=', 'Bulk Tester').execute();
    }
  });
});
