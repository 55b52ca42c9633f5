import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { startTestApp, type TestApp } from './helper';
import { taskPeople, type TaskPeople } from './support/tasks';

// Issue 16: hostile input to every route of the API, from every kind of caller. Whatever is sent,
// the answer is never a 5xx, never carries a stack trace, and a caller who is not allowed never
// succeeds. Runs per route: FUZZ_RUNS (default 25).
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Values a client controls, as text: valid-looking, boundary and hostile. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '0',
    '-1',
    '1e309',
    'NaN',
    'true',
    '[]',
    '{}',
    '2027-02-30',
    '2026-13-45',
    '9'.repeat(300),
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(20_000),
  ),
);
/** JSON values of any shape, coerced types and nesting included. */
const hostileJson = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean())),
);

type Caller = 'nobody' | 'forged' | 'owner' | 'tasker';
const callers: Caller[] = ['nobody', 'forged', 'owner', 'tasker'];

/** The property names a route's schema part (querystring, params, body) declares. */
function keysOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? 'x'));

describe('fuzzing every route', () => {
  let app: TestApp;
  let people: TaskPeople;
  let tokens: Record<Caller, string | undefined>;
  let sent = 0;

  beforeAll(async () => {
    app = await startTestApp();
    people = await taskPeople(app);
    tokens = { nobody: undefined, forged: 'not-a-real-token-0123456789', owner: people.owner, tasker: people.tasker };
  });
  afterAll(async () => {
    console.log(`fuzz: ${sent} requests to ${app.routeTable.length} routes`);
    await app.close();
  });

  const adminOnly = (route: RouteOptions) =>
    /^\/api\/(feedback(\/otherInformation|\/sendEmail|\/:\w+)?|outbox)$/.test(route.url) &&
    !(route.method === 'POST' && route.url === '/api/feedback');
  const deployOnly = (route: RouteOptions) => route.url.startsWith('/api/registry') && route.method !== 'GET';

  it('answers hostile input with a 4xx (or a success it allows), never a 5xx or a stack trace', async () => {
    const routes = app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const method = ([route.method].flat()[0] ?? 'GET') as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const queryNames = keysOf(route.schema?.querystring);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callers),
          fc.record(Object.fromEntries(paramNames.map((name) => [name, hostileText]))),
          fc.dictionary(
            fc.constantFrom(...queryNames, 'extra'),
            fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })),
          ),
          hostileJson,
          async (caller, params, query, body) => {
            const search = new URLSearchParams();
            for (const [key, value] of Object.entries(query))
              for (const entry of [value].flat()) search.append(key, entry);
            const token = tokens[caller];
            const response = await app.inject({
              method,
              url: `${fill(route.url, params)}${search.size > 0 ? `?${search}` : ''}`,
              headers: token ? { authorization: token } : {},
              ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body as object }),
            });
            sent++;
            const context = `${method} ${route.url} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect({ context, ok: response.statusCode < 500 }).toEqual({ context, ok: true });
            expect(response.body).not.toMatch(/\n\s+at \S+ \(|node_modules\//);
            if (adminOnly(route) || deployOnly(route)) expect(response.statusCode).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: RUNS },
      );
    }
  });
});
