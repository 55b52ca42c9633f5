import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { hostileText } from '../support/hostile-input';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The property names a route's querystring declares. */
const queryKeys = (route: RouteOptions) =>
  Object.keys((route.schema?.querystring as { properties?: object } | undefined)?.properties ?? {});

// The fuzz test's cases for listing cursors, on every route that pages.
describe('listing cursors', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    await register(app);
    token = (await login(app)).token;
  });
  afterAll(() => app.close());

  // "Show more" sends back the cursor the list gave: anything else (forged, impossible, another list's
  // or another sort's) is a 400 that names `after`, never a 500 and never a page.
  it('answers every forged, impossible or foreign listing cursor with a 400 naming after', async () => {
    const routes = app.routeTable.filter((route) => route.method === 'GET' && queryKeys(route).includes('after'));
    expect(routes.map((route) => route.url).sort()).toEqual(
      expect.arrayContaining(['/api/findwork/advisers', '/api/findworker/filterworkers', '/api/findworker/workers']),
    );
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const uuid = '0e2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    const time = '2026-01-01T09:00:00.000000Z';
    const impossibleTimes = [
      '2026-01-01T99:99:99.000000Z',
      '2026-13-01T00:00:00.000000Z',
      '2026-02-31T00:00:00.000000Z',
      '2026-00-10T00:00:00.000000Z',
      '2026-01-01T24:00:00.000000Z',
      '2026-01-01 09:00:00',
    ];
    const listOfRoute = (url: string) => (url.startsWith('/api/findwork/') ? 'job' : 'worker');
    const forged = (url: string) =>
      fc.oneof(
        // The probe's: an impossible time in a cursor otherwise right.
        fc.constantFrom(...impossibleTimes).map((t) => encode({ k: listOfRoute(url), t, i: uuid })),
        // Another list's cursor, or a cursor of no list.
        fc
          .constantFrom('job', 'worker', 'task', 1, null)
          .filter((k) => k !== listOfRoute(url))
          .map((k) => encode({ k, t: time, i: uuid })),
        // Right list, wrong shapes: ids, times and sort keys of every type.
        fc
          .record({
            t: fc.oneof(fc.constantFrom(time, ...impossibleTimes), hostileText, fc.integer()),
            i: fc.oneof(fc.constant(uuid), hostileText, fc.integer()),
            m: fc.oneof(fc.integer(), fc.double(), hostileText),
          })
          // A real time with any well-formed id is a cursor of this list (of a listing since deleted, say).
          .filter(({ t, i }) => t !== time || typeof i !== 'string' || !UUID_SHAPE.test(i))
          .map((fields) => encode({ k: listOfRoute(url), ...fields })),
        // Not JSON, or JSON that is no object.
        fc.string({ minLength: 1, maxLength: 40 }).map((text) => Buffer.from(text).toString('base64url')),
        fc.constantFrom('null', '[]', '"x"', '42', 'true').map((json) => Buffer.from(json).toString('base64url')),
      );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(forged(route.url), fc.constantFrom('newest', 'days'), async (after, sort) => {
          const query = new URLSearchParams({ after, ...(sort === 'days' ? { sort, availability: 'Monday' } : {}) });
          const response = await app.inject({
            method: 'GET',
            url: `${route.url}?${query}`,
            headers: { authorization: token },
          });
          const context = `${route.url}?${query}: ${response.statusCode} ${response.body.slice(0, 120)}`;
          expect({ context, status: response.statusCode, names: response.json().message?.startsWith('after') }).toEqual(
            { context, status: 400, names: true },
          );
        }),
        { numRuns: RUNS },
      );
      // A real cursor of this list, sent to a sort it was not made for, is refused too.
      const real = encode({ k: listOfRoute(route.url), t: time, i: uuid });
      const byDistance = await app.inject({
        method: 'GET',
        url: `${route.url}?${new URLSearchParams({ after: real, sort: 'days', availability: 'Monday' })}`,
        headers: { authorization: token },
      });
      expect(byDistance.statusCode).toBe(400);
      const plain = await app.inject({
        method: 'GET',
        url: `${route.url}?after=${real}`,
        headers: { authorization: token },
      });
      expect(plain.statusCode).toBe(200);
    }
  }, 120_000);
});
