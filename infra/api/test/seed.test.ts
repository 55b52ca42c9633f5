import { filtersFromSearch, TASK_STATUSES, toListingsQuery } from '@fairgo/shared/contract';
import { startTestApp } from './helper';
import { login } from './support/accounts';

describe('the demo data', () => {
  it('is seeded into an empty database: the demo accounts, listings, tasks in every status and more', async () => {
    const app = await startTestApp({ seedDemoData: true });
    const count = async (
      table:
        | 'users'
        | 'job_posts'
        | 'reviews'
        | 'worker_posts'
        | 'tasks'
        | 'offers'
        | 'questions'
        | 'messages'
        | 'notifications'
        | 'news'
        | 'feedback',
    ) =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    expect(await count('job_posts')).toBeGreaterThanOrEqual(30);
    expect(await count('worker_posts')).toBeGreaterThanOrEqual(30);
    expect(await count('tasks')).toBeGreaterThanOrEqual(12);
    for (const table of ['offers', 'questions', 'messages', 'notifications', 'news', 'feedback'] as const)
      expect(await count(table)).toBeGreaterThan(0);

    const statuses = await app.db.selectFrom('tasks').select('status').distinct().execute();
    expect(statuses.map((row) => row.status).sort()).toEqual([...TASK_STATUSES].sort());
    expect(await count('reviews')).toBeGreaterThan(0);
    const states = new Set(
      (await app.db.selectFrom('job_posts').select('location').execute()).map((row) => row.location.split(', ')[1]),
    );
    expect(states.size).toBe(8);
    const withImages = await app.db
      .selectFrom('users')
      .select('profile_image')
      .where('profile_image', 'is not', null)
      .execute();
    expect(withImages.length).toBeGreaterThanOrEqual(12);

    const accounts = {
      'worker@demo.fairgo.au': { role: 'worker', isAdmin: false },
      'employer@demo.fairgo.au': { role: 'employer', isAdmin: false },
      'newemployer@demo.fairgo.au': { role: 'employer', isAdmin: false, membershipExpires: null },
      'both@demo.fairgo.au': { role: 'both', isAdmin: false },
      'admin@demo.fairgo.au': { role: 'worker', isAdmin: true },
    };
    for (const [email, expected] of Object.entries(accounts)) {
      const { response } = await login(app, email, 'fairgo-demo-2026');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.UserObj.user).toMatchObject(expected);
    }
    const employer = (await login(app, 'employer@demo.fairgo.au', 'fairgo-demo-2026')).response.json().data.UserObj
      .user;
    expect(new Date(employer.membershipExpires).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const flags = await app.db
      .selectFrom('users')
      .select(['email', 'task_payment_method_added', 'payout_details_added'])
      .where('email', 'like', '%@demo.fairgo.au')
      .execute();
    expect(
      Object.fromEntries(flags.map((row) => [row.email, [row.task_payment_method_added, row.payout_details_added]])),
    ).toMatchObject({
      'worker@demo.fairgo.au': [false, true],
      'employer@demo.fairgo.au': [true, false],
      'both@demo.fairgo.au': [true, true],
    });
    await app.close();
  });

  it("opens each news item's search filtered, and that search finds the post it speaks of", async () => {
    const app = await startTestApp({ seedDemoData: true });
    const news = (await app.inject({ method: 'GET', url: '/api/news' })).json<{ takeUserTo: string }[]>();
    const searches = news.filter((item) => item.takeUserTo.startsWith('/find-'));
    expect(searches.length).toBeGreaterThanOrEqual(3);
    for (const { takeUserTo } of searches) {
      const [page, search = ''] = takeUserTo.split('?');
      const filters = filtersFromSearch(search, () => true);
      expect({ takeUserTo, filtered: filters.jobs.length + filters.certificates.length > 0 }).toEqual({
        takeUserTo,
        filtered: true,
      });
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(toListingsQuery(filters)))
        for (const entry of [value].flat()) if (entry !== undefined) query.append(key, String(entry));
      const url = page === '/find-work' ? '/api/findwork/advisers' : '/api/findworker/workers';
      const listings = (await app.inject({ method: 'GET', url: `${url}?${query}` })).json<{ location: string }[]>();
      expect({ takeUserTo, found: listings.length > 0 }).toEqual({ takeUserTo, found: true });
      expect(listings.every((listing) => filters.locations.includes(listing.location))).toBe(true);
    }
    await app.close();
  });

  it('is not seeded twice', async () => {
    const app = await startTestApp({ seedDemoData: true });
    const { seedDemoData } = await import('../src/seed/seed');
    expect(await seedDemoData(app.db, { passwordHashing: { memoryCost: 1024, timeCost: 1 } }, app.store)).toBe(false);
    await app.close();
  });
});
