import { startTestApp, type TestApp } from '../helper';
import { multipart, register } from '../support/accounts';
import { postTask, taskPeople, taskSteps, type TaskPeople } from '../support/tasks';

// One input rule for the whole API. Hostile input is a 4xx naming the field, never a 500;
// a protected route refuses an anonymous caller before it looks at the input.
describe('the input rules of every route', () => {
  let app: TestApp;
  let people: TaskPeople;
  beforeAll(async () => {
    app = await startTestApp();
    people = await taskPeople(app);
  });
  afterAll(() => app.close());
  const { newTask, offer } = taskSteps(() => ({ app, people }));

  it.each([
    ['a search query', 'GET', '/api/certificateOptions?query=%00', 'query'],
    ['a job-role query', 'GET', '/api/jobRoles/getRoles?query=a%00', 'query'],
    ['one of a list of filters', 'GET', '/api/findworker/filterworkers?jobs=a%00', 'jobs'],
    ['a path segment', 'GET', '/api/tasks/getTaskById/%01', 'taskId'],
  ] as const)('refuses a control character in %s with a 400 naming the field', async (_what, method, url, field) => {
    const response = await app.inject({ method, url, headers: { authorization: people.owner } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field} must not contain control characters`);
  });

  it('refuses a NUL in a JSON body and in a multipart field, naming the field', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a\u0000@example.com', password: 'whatever it is' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('email must not contain control characters');

    const register = await app.inject({ method: 'POST', url: '/api/register', ...multipart({ name: 'Ca\u0000sey' }) });
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toBe('name must not contain control characters');
  });

  it('refuses a JSON body nested deeper than any the API takes with a 400, anonymous or not', async () => {
    const deep = '{"a":'.repeat(9000) + '1' + '}'.repeat(9000);
    for (const [url, authorization] of [
      ['/api/login', undefined],
      ['/api/tasks/postTask', people.owner],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: deep,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/nested too deeply/);
    }
  });

  it('refuses a multipart body cut short with a 400, not a 500', async () => {
    const whole = multipart({ name: 'Casey Worker', email: 'casey@example.com.au' });
    for (const payload of [whole.payload.subarray(0, 1), whole.payload.subarray(0, whole.payload.length - 10)]) {
      const response = await app.inject({ method: 'POST', url: '/api/register', headers: whole.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The form arrived incomplete. Please send it again.');
    }
  });

  it('keeps line breaks in free text, and a task’s description', async () => {
    const taskId = await newTask({ description: 'Two doors.\r\nTools on site.' });
    const response = await offer(people.tasker, taskId, 80, 'Saturday works.\r\nSunday too.\tCheers');
    expect(response.statusCode).toBe(201);
  });

  // The probe stored a CR/LF in a task's title: a one-line field takes no control character at all.
  it.each([
    ['a task title (multipart)', () => postTask(app, people.owner, { title: 'Move a couch\r\nURGENT' }), 'title'],
    [
      'a listing’s name (JSON)',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/findwork/submit',
          headers: { authorization: people.owner },
          payload: { name: 'Casey\nWorker' },
        }),
      'name',
    ],
    [
      'a list of certificates (JSON)',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/findwork/submit',
          headers: { authorization: people.owner },
          payload: { certificates: ['RSA\tcertificate'] },
        }),
      'certificates.0',
    ],
  ] as const)('refuses a line break or tab in %s, naming the field', async (_what, send, field) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field} must not contain control characters`);
  });

  it.each(['1e309', '-1e309'])(
    'refuses a number too large to be one (?limit=%s) with a 400 naming it',
    async (limit) => {
      const response = await app.inject({ method: 'GET', url: `/api/findwork/advisers?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('limit must be a finite number');
    },
  );

  it('treats an empty query value as no filter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/findworker/filterworkers?jobs=Cleaner&availability=Monday&locations=',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['true', true],
    ['[50]', [50]],
    ['"50"', '50'],
  ])('takes a JSON body as sent: an amount of %s is not a number', async (_shown, amount) => {
    const taskId = await newTask();
    const response = await app.inject({
      method: 'POST',
      url: `/api/offers/submitOffer/${taskId}`,
      headers: { authorization: people.tasker },
      payload: { amount, message: 'I can do it.' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('amount must be number');
  });

  it.each([
    ['POST', '/api/feedback/sendEmail'],
    ['GET', '/api/outbox'],
    ['POST', '/api/offers/submitOffer/not-a-uuid'],
    ['POST', '/api/tasks/postTask'],
  ] as const)('answers %s %s without a session with 401, before it validates anything', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: 'not even json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it.each([
    ['a budget of 0', { originalBudget: '0' }, 'originalBudget must be more than $0 and at most $100,000'],
    [
      'a budget over the largest offer',
      { originalBudget: '100000.01' },
      'originalBudget must be more than $0 and at most $100,000',
    ],
    ['30 February', { isFlexible: 'false', dueDate: '2027-02-30' }, 'dueDate must be a real date (YYYY-MM-DD)'],
    ['month 13', { isFlexible: 'false', dueDate: '2026-13-45' }, 'dueDate must be a real date (YYYY-MM-DD)'],
  ])('refuses a task with %s, and keeps none of its images', async (_what, changes, message) => {
    const before = await app.db
      .selectFrom('uploads')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await postTask(app, people.owner, changes, true);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const after = await app.db
      .selectFrom('uploads')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('rate limits behind the site’s proxies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      rateLimits: { perIpPerMinute: 3, perAccountPerMinute: 100, beaconsPerIpPerMinute: 30 },
    });
  });
  afterAll(() => app.close());

  const loginFrom = (forwardedFor: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `someone${Math.random()}@example.com.au`, password: 'a wrong password' },
    });

  it('counts attempts per client address that a trusted proxy reports, so one client cannot lock out another', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await loginFrom('203.0.113.7', '127.0.0.1')).statusCode).toBe(400);
    expect((await loginFrom('203.0.113.7', '127.0.0.1')).statusCode).toBe(429);
    expect((await loginFrom('198.51.100.20', '127.0.0.1')).statusCode).toBe(400);
  });

  it('limits registrations per client, as it limits logins', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await register(app, { email: `new${attempt}@example.com.au` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('does not believe X-Forwarded-For from anyone else', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await loginFrom(`192.0.2.${attempt}`, '192.0.2.200')).statusCode).toBe(400);
    expect((await loginFrom('192.0.2.99', '192.0.2.200')).statusCode).toBe(429);
  });
});
