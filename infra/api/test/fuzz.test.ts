import { testPostFields } from '@fairgo/testing';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { startTestApp, type TestApp } from './helper';
import { findUserByEmail, startSession } from '../src/accounts/sessions';
import { registration } from './support/accounts';
import { hostileJson, hostileMultipart, hostileText, isMultipart } from './support/hostile-input';
import { callAs, postTask, TASK_PEOPLE_EMAILS, taskFields, taskPeople, type TaskPeople } from './support/tasks';

// Hostile input to every route of the API, from every kind of caller, with JSON or multipart
// bodies (whole or cut short) and with other users' real ids. Whatever is sent, the answer is never a
// 5xx, never carries a stack trace, a protected route answers a caller without a session 401 before it
// looks at the input, and a caller who is not allowed never succeeds. Runs per route: FUZZ_RUNS (default 60).
// Where the same suite has just run on PostgreSQL (`npm test`'s second pass on the embedded database), 8:
// that pass proves each route's statements on PGlite (8 inputs from each of 5 callers), the first the
// variety of inputs.
const SECOND_PASS_ON_PGLITE = Boolean(
  process.env.DATABASE_URL && (globalThis as { FAIRGO_API_TESTS_ON_PGLITE?: boolean }).FAIRGO_API_TESTS_ON_PGLITE,
);
const RUNS = Number(process.env.FUZZ_RUNS ?? (SECOND_PASS_ON_PGLITE ? 8 : 60));

type Caller = 'nobody' | 'forged' | 'owner' | 'tasker' | 'rival';
const callers: Caller[] = ['nobody', 'forged', 'owner', 'tasker', 'rival'];

/**
 * Who may succeed on a route when it names a real id: the task's owner, or the tasker whose offer, question
 * or post it is. Another signed-in user (`rival`) never may.
 */
const MAY_ACT: Record<string, Caller[]> = {
  'GET /api/tasks/getTaskByIdForOwner/:taskId': ['owner'],
  'POST /api/tasks/markCompletedByOwner/:taskId': ['owner'],
  'POST /api/offers/acceptOffer/:offerId': ['owner'],
  'POST /api/questions/submitAnswer/:questionId': ['owner'],
  'GET /api/tasks/getTaskByIdForAssignee/:taskId': ['tasker'],
  'POST /api/tasks/markCompletedByAssignee/:taskId': ['tasker'],
  'POST /api/tasks/sendMessage/:taskId': ['owner', 'tasker'],
  'PUT /api/findwork/update': ['owner'],
  'DELETE /api/findwork/delete': ['owner'],
  'PUT /api/findworker/update': ['tasker'],
  'DELETE /api/findworker/delete': ['tasker'],
};

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
  /** Real ids of what the owner and the tasker made: a task, an offer, a question, posts, and the users. */
  let realIds: string[];
  /** The same ids by what they name: a path's `:taskId` gets task ids first, a body's `_id` post ids. */
  let idsFor: Record<string, string[]>;
  /** The routes that answer a caller with no session 401, whatever the input. */
  const protectedRoutes = new Set<string>();
  let sent = 0;

  beforeAll(async () => {
    app = await startTestApp();
    people = await taskPeople(app);
    tokens = {
      nobody: undefined,
      forged: 'not-a-real-token-0123456789',
      owner: people.owner,
      tasker: people.tasker,
      rival: people.rival,
    };
    const call = callAs(app);
    await app.db
      .updateTable('users')
      .set({ role: 'both', membership_expires: new Date(Date.now() + 86_400_000) })
      .execute();
    const task = await postTask(app, people.owner, {}, true);
    const taskId = task.json().task._id as string;
    const made = [
      task,
      await call(people.tasker, 'POST', `/api/offers/submitOffer/${taskId}`, { amount: 100, message: 'On Saturday.' }),
      await call(people.tasker, 'POST', `/api/questions/askQuestion/${taskId}`, { question: 'Are tools there?' }),
      await call(people.owner, 'POST', '/api/findwork/submit', testPostFields()),
      await call(people.tasker, 'POST', '/api/findworker/submit', testPostFields()),
    ];
    expect(made.map((response) => `${response.statusCode} ${response.body.slice(0, 80)}`)).toEqual(
      made.map(() => expect.stringMatching(/^2/)),
    );
    const ids = await Promise.all(
      (['tasks', 'offers', 'questions', 'job_posts', 'worker_posts', 'users'] as const).map((table) =>
        app.db.selectFrom(table).select('id').execute(),
      ),
    );
    const [tasks, offers, questions, jobPosts, workerPosts] = ids.map((rows) => rows.map((row) => String(row.id)));
    realIds = ids.flat().map((row) => String(row.id));
    idsFor = { taskId: tasks!, offerId: offers!, questionId: questions!, _id: [...jobPosts!, ...workerPosts!] };
    expect(realIds).toHaveLength(9);

    for (const route of app.routeTable) {
      const method = [route.method].flat()[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const response = await app.inject({ method, url: fill(route.url, {}) });
      if (response.statusCode === 401) protectedRoutes.add(`${method} ${route.url}`);
    }
    expect(protectedRoutes.size).toBeGreaterThan(20);
  });
  afterAll(async () => {
    console.log(`fuzz: ${sent} requests to ${app.routeTable.length} routes`);
    await app.close();
  });

  const adminOnly = (route: RouteOptions) =>
    /^\/api\/(feedback(\/otherInformation|\/sendEmail|\/:\w+)?|outbox)$/.test(route.url) &&
    !(route.method === 'POST' && route.url === '/api/feedback');
  // Browsers' health (a token for a page load, a beacon) is open to anyone; the rest of the registry's writes are not.
  const deployOnly = (route: RouteOptions) =>
    route.url.startsWith('/api/registry') && route.method !== 'GET' && !route.url.startsWith('/api/registry/health');

  // Thousands of requests to every route: well under a minute alone, longer on a busy machine; the default 30 s is not its measure.
  it('answers hostile input with a 4xx (or a success it allows), never a 5xx or a stack trace', async () => {
    const routes = app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const method = ([route.method].flat()[0] ?? 'GET') as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const key = `${method} ${route.url}`;
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const queryNames = keysOf(route.schema?.querystring);
      const bodyNames = keysOf(route.schema?.body);
      // Mostly real ids of the kind the field names, so another user's task or offer is tried often.
      const realId = (name: string) =>
        fc.oneof({ arbitrary: fc.constantFrom(...(idsFor[name] ?? realIds)), weight: 3 }, fc.constantFrom(...realIds));
      const idOrHostile = (name: string) => fc.oneof({ arbitrary: realId(name), weight: 3 }, hostileText);
      // A JSON body: any shape, or the route's own fields with hostile values and other users' ids.
      const jsonBody = fc.oneof(
        hostileJson,
        fc
          .record({ _id: realId('_id') })
          .chain((ids) =>
            fc
              .dictionary(fc.constantFrom(...bodyNames, 'extra'), fc.oneof(hostileText, fc.integer(), fc.boolean()))
              .map((fields) => ({ ...fields, ...ids })),
          ),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callers),
          fc.record(Object.fromEntries(paramNames.map((name) => [name, idOrHostile(name)]))),
          fc.dictionary(
            fc.constantFrom(...queryNames, 'extra'),
            fc.oneof(idOrHostile('query'), fc.array(hostileText, { maxLength: 3 })),
          ),
          method === 'GET' ? fc.constant(undefined) : fc.oneof(jsonBody, hostileMultipart),
          async (caller, params, query, body) => {
            const search = new URLSearchParams();
            for (const [name, value] of Object.entries(query))
              for (const entry of [value].flat()) search.append(name, entry);
            const token = tokens[caller];
            const form = isMultipart(body) ? body : null;
            const response = await app.inject({
              method,
              url: `${fill(route.url, params)}${search.size > 0 ? `?${search}` : ''}`,
              headers: { ...(token ? { authorization: token } : {}), ...(form ? form.headers : {}) },
              ...(body === undefined ? {} : { payload: form ? form.payload : (body as object) }),
            });
            sent++;
            // A caller who signed out gets a new session (not by logging in: the fuzzing of /api/login has used
            // up the attempts), so every route is tried with live sessions too.
            if (route.url === '/api/logout' && token && response.statusCode === 200)
              tokens[caller] = await startSession(
                app,
                (await findUserByEmail(app, TASK_PEOPLE_EMAILS[caller as keyof TaskPeople]))!.id,
              );
            const context = `${key} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
            const status = response.statusCode;
            expect({ context, ok: status < 500 }).toEqual({ context, ok: true });
            expect(response.body).not.toMatch(/\n\s+at \S+ \(|node_modules\//);
            if (adminOnly(route) || deployOnly(route))
              expect({ context, refused: status >= 400 }).toMatchObject({ refused: true });
            if (protectedRoutes.has(key) && (caller === 'nobody' || caller === 'forged'))
              // 401 before any look at the input; a URL too long for the router (414) or a rate limit (429) come first.
              expect({ context, status: [414, 429].includes(status) ? 401 : status }).toEqual({ context, status: 401 });
            const namesRealId =
              Object.values(params).some((value) => realIds.includes(value)) ||
              (!form && realIds.includes(String((body as { _id?: unknown } | null | undefined)?._id)));
            if (namesRealId && MAY_ACT[key] && !MAY_ACT[key].includes(caller))
              expect({ context, refused: status >= 400 }).toEqual({ context, refused: true });
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 120_000);

  const writeRoutes = () =>
    app.routeTable
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes([route.method].flat()[0] as string))
      .map((route) => ({ method: [route.method].flat()[0] as 'POST' | 'PUT' | 'DELETE', url: route.url }));

  it('answers JSON nested 10,000 deep with a 4xx on every write route, signed in or not', async () => {
    const deep = `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`;
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      for (const caller of ['nobody', 'owner'] as const) {
        const token = tokens[caller];
        const response = await app.inject({
          method,
          url: fill(url, {
            taskId: idsFor.taskId![0]!,
            offerId: idsFor.offerId![0]!,
            questionId: idsFor.questionId![0]!,
          }),
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          payload: deep,
        });
        sent++;
        const context = `${method} ${url} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        expect({ context, status: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
          context,
          status: true,
        });
      }
    }
  }, 120_000);

  // What a double click, a retry or a script sends: the same request many times at once.
  it('answers ten identical requests sent at once on every write route without a 5xx', async () => {
    const plausible: Record<string, unknown> = {
      ...registration({ email: 'twice@example.com.au' }),
      ...taskFields(),
      ...testPostFields(),
      amount: 100,
      message: 'On Saturday.',
      question: 'Are tools there?',
      answer: 'Yes.',
      _id: idsFor._id![0],
    };
    for (const { method, url } of writeRoutes()) {
      const route = app.routeTable.find((candidate) => candidate.url === url && candidate.method === method);
      const names = keysOf(route?.schema?.body);
      const body = Object.fromEntries(names.filter((name) => name in plausible).map((name) => [name, plausible[name]]));
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({
            method,
            url: fill(url, {
              taskId: idsFor.taskId![0]!,
              offerId: idsFor.offerId![0]!,
              questionId: idsFor.questionId![0]!,
            }),
            headers: { authorization: tokens.owner! },
            payload: body,
          }),
        ),
      );
      sent += replies.length;
      const statuses = replies.map((reply) => reply.statusCode);
      expect({ route: `${method} ${url}`, failed: statuses.filter((status) => status >= 500) }).toEqual({
        route: `${method} ${url}`,
        failed: [],
      });
    }
  }, 120_000);
});
