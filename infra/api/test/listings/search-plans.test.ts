import type { ListingsQuery } from '@fairgo/shared/contract';
import { searchListings, type ListingTable, type Plan } from '../../src/listings/search-listings';
import { startTestApp, type TestApp } from '../helper';

// The keyed plans (each suburb's or each day mask's newest posts, merged: listings/search-listings.ts)
// must list exactly what today's plain plan lists, page by page: the same posts in the same order,
// ties of creation time, suburbs at the very edge of a radius, hidden posts and suspended owners included.
describe('listing search plans', () => {
  let app: TestApp;
  const NEAR = 'Newtown, New South Wales';
  /** Suburbs just inside and just outside 10 km of Newtown: the edge of a radius. */
  let edges: { location: string; km: number }[];

  beforeAll(async () => {
    app = await startTestApp();
    const origin = app.suburbs.find(NEAR)!;
    const around = app.suburbs.within(origin, 60);
    edges = around.filter((suburb) => suburb.km > 9.4 && suburb.km < 10.6);
    // Every fifth suburb within 60 km, the edges, and two far away: about 100 places.
    const places = [
      ...around.filter((_, index) => index % 5 === 0),
      ...edges,
      { location: 'hobart, tasmania' },
      { location: 'perth, western australia' },
    ].map(({ location }) => app.suburbs.find(location)!);
    const [owner, suspended] = await Promise.all(
      ['plans@example.com.au', 'gone@example.com.au'].map(async (email) =>
        app.db
          .insertInto('users')
          .values({ name: 'Plans', email, password_hash: 'x', role: 'both' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    await app.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', suspended!.id).execute();
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const now = Date.now();
    const rows = Array.from({ length: 900 }, (_, n) => {
      const place = places[n % places.length]!;
      const mask = (n * 37) % 128;
      return {
        user_id: n % 50 === 0 ? suspended!.id : owner!.id,
        name: `Listing ${n}`,
        job: ['Chef', 'Barista', 'Cleaner'][n % 3]!,
        phone: '0412345678',
        email: `listing${n}@example.com.au`,
        // Every 40th is a place no dataset knows: never on the map.
        location: n % 40 === 0 ? 'Somewhere, Nowhere' : place.location,
        latitude: n % 40 === 0 ? null : place.latitude,
        longitude: n % 40 === 0 ? null : place.longitude,
        description: 'Casual shifts',
        certificates: n % 4 === 0 ? ['RSA'] : [],
        availability: JSON.stringify(Object.fromEntries(days.map((day, bit) => [day, ((mask >> bit) & 1) === 1]))),
        share_phone: false,
        gender: 'Other' as const,
        // Three posts to each minute: ties of creation time everywhere.
        created_at: new Date(now - Math.floor(n / 3) * 60_000),
        hidden_at: n % 97 === 0 ? new Date() : null,
      };
    });
    for (const table of ['worker_posts', 'job_posts'] as const) {
      for (let start = 0; start < rows.length; start += 300)
        await app.db
          .insertInto(table)
          .values(rows.slice(start, start + 300))
          .execute();
    }
  });
  afterAll(() => app.close());

  const ids = async (table: ListingTable, query: ListingsQuery, options: { plain?: boolean } = {}) => {
    let plan: Plan['kind'] = 'plain';
    const listings = await searchListings(app, table, query, null, { ...options, onPlan: (kind) => (plan = kind) });
    return { plan, ids: listings.map((listing) => listing._id) };
  };

  const QUERIES: [ListingsQuery, Plan['kind']][] = [
    [{}, 'plain'],
    [{ near: NEAR, withinKm: 10 }, 'suburbs'],
    [{ near: NEAR, withinKm: 10, sort: 'distance' }, 'suburbs'],
    [{ near: NEAR, withinKm: 25, jobs: ['Chef'], certificates: ['RSA'] }, 'suburbs'],
    [{ near: NEAR, sort: 'distance' }, 'suburbs'],
    // Too few posts within any ring of Hobart: the plain plan.
    [{ near: 'Hobart, Tasmania', sort: 'distance' }, 'plain'],
    [{ availability: 'Monday,Saturday', sort: 'days' }, 'day masks'],
    [{ availability: 'Sunday', sort: 'days', jobs: ['Barista'] }, 'day masks'],
    [{ availability: 'Tuesday,Wednesday,Friday', sort: 'days', near: NEAR, withinKm: 10 }, 'day masks'],
    [{ availability: 'Monday,Tuesday', near: NEAR, withinKm: 10 }, 'suburbs'],
  ];

  it.each(['worker_posts', 'job_posts'] as const)(
    'lists on %s the same page as the plain plan, for every query and page',
    async (table) => {
      expect(edges.filter((edge) => edge.km <= 10).length).toBeGreaterThan(0);
      expect(edges.filter((edge) => edge.km > 10).length).toBeGreaterThan(0);
      for (const [filters, expectedPlan] of QUERIES) {
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [7, 5],
          [200, 50],
        ] as const) {
          const query = { ...filters, offset, limit };
          const plain = await ids(table, query, { plain: true });
          const keyed = await ids(table, query);
          const context = JSON.stringify(query);
          expect({ context, plan: keyed.plan }).toEqual({ context, plan: expectedPlan });
          expect({ context, ids: keyed.ids }).toEqual({ context, ids: plain.ids });
        }
      }
      // The pages were not empty: the comparison compared something.
      expect((await ids(table, { near: NEAR, withinKm: 10 })).ids).toHaveLength(24);
    },
    120_000,
  );

  it.each(['worker_posts', 'job_posts'] as const)(
    'pages on %s after a cursor exactly as by offset, to the end of the list',
    async (table) => {
      for (const [filters] of QUERIES) {
        const byOffset: string[] = [];
        for (let offset = 0; ; offset += 50) {
          const page = await ids(table, { ...filters, offset, limit: 50 }, { plain: true });
          byOffset.push(...page.ids);
          if (page.ids.length < 50) break;
        }
        const byCursor: string[] = [];
        let after: string | undefined;
        for (;;) {
          const page = await searchListings(app, table, { ...filters, limit: 50, ...(after ? { after } : {}) }, null);
          byCursor.push(...page.map((listing) => listing._id));
          if (page.length < 50) break;
          after = page.at(-1)!.cursor;
        }
        const context = JSON.stringify(filters);
        expect({ context, ids: byCursor }).toEqual({ context, ids: byOffset });
      }
    },
    120_000,
  );

  it('refuses a cursor it did not make, naming it', async () => {
    const [first] = await searchListings(app, 'worker_posts', { availability: 'Monday', sort: 'days' }, null);
    const forged = (cursor: object) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
    const bad = [
      'not-a-cursor',
      forged({ t: '2026-01-01', i: first!._id, m: 1 }),
      // A day no calendar has (JavaScript would roll it over; the database refuses it).
      forged({ t: '2026-02-31T00:00:00.000000Z', i: first!._id, m: 1 }),
      forged({ t: '0000-01-01T00:00:00.000000Z', i: first!._id, m: 1 }),
      forged({ t: first!.postCreatedAt, i: 'x', m: 1 }),
      // A cursor of the newest-first list, for the list sorted by days: it has no day count.
      (await searchListings(app, 'worker_posts', {}, null))[0]!.cursor!,
    ];
    for (const after of bad) {
      const reply = await app.inject({
        method: 'GET',
        url: `/api/findworker/workers?availability=Monday&sort=days&after=${encodeURIComponent(after)}`,
      });
      expect({ after, status: reply.statusCode }).toEqual({ after, status: 400 });
      expect(reply.json().message).toMatch(/^after: /);
    }
    // The total ignores the page, a cursor as much as an offset.
    const totalOf = async (after?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/findworker/workers/total?availability=Monday&sort=days${after ? `&after=${after}` : ''}`,
        })
      ).json<{ total: number }>().total;
    expect(await totalOf(first!.cursor)).toBe(await totalOf());
    const good = await app.inject({
      method: 'GET',
      url: `/api/findworker/workers?availability=Monday&sort=days&after=${first!.cursor}`,
    });
    expect(good.statusCode).toBe(200);
  });

  it('leaves a page deeper than the keyed plans read, or one led by an alert’s listing, to the plain plan', async () => {
    expect((await ids('worker_posts', { near: NEAR, withinKm: 10, offset: 990, limit: 24 })).plan).toBe('plain');
    // A listed post far outside the radius: the alert's link still shows it first.
    const far = await app.db
      .selectFrom('worker_posts')
      .innerJoin('users', 'users.id', 'worker_posts.user_id')
      .select('worker_posts.id')
      .where('worker_posts.location', '=', 'Perth, Western Australia')
      .where('hidden_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .executeTakeFirstOrThrow();
    const led = await ids('worker_posts', { near: NEAR, withinKm: 10, listing: far.id });
    expect(led.plan).toBe('plain');
    expect(led.ids[0]).toBe(far.id);
    expect(led.ids).toHaveLength(24);
    // Its next page, after the cursor, does not show it again.
    const [ledFirst] = await searchListings(app, 'worker_posts', { near: NEAR, withinKm: 10, listing: far.id }, null);
    expect(ledFirst!._id).toBe(far.id);
    const firstPage = await searchListings(app, 'worker_posts', { near: NEAR, withinKm: 10, listing: far.id }, null);
    const next = await searchListings(
      app,
      'worker_posts',
      { near: NEAR, withinKm: 10, listing: far.id, after: firstPage.at(-1)!.cursor! },
      null,
    );
    expect(next.map((listing) => listing._id)).not.toContain(far.id);
    const unled = await searchListings(app, 'worker_posts', { near: NEAR, withinKm: 10, limit: 50 }, null);
    expect([...firstPage.slice(1), ...next].map((listing) => listing._id)).toEqual(
      unled.slice(0, 47).map((listing) => listing._id),
    );
  });
});
