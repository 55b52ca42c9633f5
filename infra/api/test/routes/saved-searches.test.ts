import { listingSearchFilters, MAX_SAVED_SEARCHES, NO_FILTERS, NO_TASK_FILTERS } from '@fairgo/shared/contract';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';

const NO_LISTING_FILTERS = listingSearchFilters(NO_FILTERS);
const barista = { kind: 'job', filters: { ...NO_LISTING_FILTERS, jobs: ['Barista'] } };

describe('/api/savedSearches: save, list, pause, delete', () => {
  let app: TestApp;
  let wendy: string;
  let nina: string;

  beforeEach(async () => {
    app = await startTestApp();
    await register(app, { email: 'wendy@example.com.au', role: 'worker' });
    await register(app, { email: 'nina@example.com.au', role: 'employer' });
    wendy = (await login(app, 'wendy@example.com.au')).token;
    nina = (await login(app, 'nina@example.com.au')).token;
  });
  afterEach(() => app.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  it('saves the filters of a page with a summary, lists them newest first to their owner only', async () => {
    const saved = await call(wendy, 'POST', '/api/savedSearches', {
      kind: 'job',
      filters: {
        jobs: [' Barista ', 'Chef', 'Barista'],
        days: ['Saturday', 'Monday'],
        locations: ['Newtown, New South Wales', 'All Adelaide, South Australia'],
        certificates: ['RSA'],
        verified: [],
        near: '',
        withinKm: null,
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      kind: 'job',
      summary: 'Barista or Chef · Newtown or All Adelaide, South Australia · Monday, Saturday · with RSA',
      paused: false,
      emailDigest: true,
      filters: { jobs: ['Barista', 'Chef'], days: ['Saturday', 'Monday'] },
    });
    const task = await call(wendy, 'POST', '/api/savedSearches', {
      kind: 'task',
      filters: {
        ...NO_TASK_FILTERS,
        keywords: ' dog  walking ',
        near: 'Newtown, New South Wales',
        withinKm: 10,
        maxBudget: 80,
      },
    });
    expect(task.statusCode).toBe(201);
    expect(task.json()).toMatchObject({
      summary: 'dog walking · within 10 km of Newtown · up to $80',
      filters: { keywords: 'dog walking', near: 'Newtown, New South Wales', withinKm: 10, maxBudget: 80 },
    });

    const mine = await call(wendy, 'GET', '/api/savedSearches');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((search: { kind: string }) => search.kind)).toEqual(['task', 'job']);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await call(nina, 'GET', '/api/savedSearches')).json()).toEqual([]);
  });

  it('refuses the same search twice and more than 20, with a message saying why', async () => {
    expect((await call(wendy, 'POST', '/api/savedSearches', barista)).statusCode).toBe(201);
    const again = await call(wendy, 'POST', '/api/savedSearches', barista);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already saved this search.');

    for (let km = 1; km < MAX_SAVED_SEARCHES; km += 1) {
      const search = {
        kind: 'worker',
        filters: { ...NO_LISTING_FILTERS, near: 'Newtown, New South Wales', withinKm: km },
      };
      expect((await call(wendy, 'POST', '/api/savedSearches', search)).statusCode).toBe(201);
    }
    const over = await call(wendy, 'POST', '/api/savedSearches', { kind: 'task', filters: NO_TASK_FILTERS });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can save up to 20 searches. Delete one to save another.');
    expect((await call(wendy, 'GET', '/api/savedSearches')).json()).toHaveLength(MAX_SAVED_SEARCHES);
    // The limit is each person's own.
    expect((await call(nina, 'POST', '/api/savedSearches', barista)).statusCode).toBe(201);
  });

  it('answers bad filters with a 400 naming the field, and stores nothing', async () => {
    const cases: [object, RegExp][] = [
      [
        { kind: 'job', filters: { ...NO_LISTING_FILTERS, near: 'Atlantis' } },
        /^filters\.near: 'Atlantis' is not a suburb/,
      ],
      [{ kind: 'job', filters: { ...NO_LISTING_FILTERS, withinKm: 10 } }, /^filters\.near: choose the suburb/],
      [{ kind: 'job', filters: { ...NO_LISTING_FILTERS, days: ['Funday'] } }, /^filters\.days\.0 /],
      [{ kind: 'job', filters: { ...NO_LISTING_FILTERS, withinKm: 501, near: 'Newtown' } }, /^filters\.withinKm /],
      [{ kind: 'job', filters: { ...NO_LISTING_FILTERS, jobs: ['x'.repeat(101)] } }, /^filters\.jobs\.0 /],
      [{ kind: 'task', filters: { ...NO_TASK_FILTERS, minBudget: 90, maxBudget: 50 } }, /^filters\.maxBudget/],
      [{ kind: 'task', filters: { ...NO_TASK_FILTERS, remote: 'sometimes' } }, /^filters\.remote /],
      [{ kind: 'task', filters: { ...NO_TASK_FILTERS, keywords: 'x'.repeat(101) } }, /^filters\.keywords /],
      [{ kind: 'gig', filters: NO_TASK_FILTERS }, /^kind /],
      [{ kind: 'task', filters: { ...NO_TASK_FILTERS, near: undefined } }, /^filters\.near is required/],
      [{ kind: 'job', filters: { ...NO_LISTING_FILTERS, admin: true } }, /^filters\.admin is not a field we take$/],
    ];
    for (const [body, message] of cases) {
      const response = await call(wendy, 'POST', '/api/savedSearches', body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json().message).toMatch(message);
    }
    expect(await app.db.selectFrom('saved_searches').selectAll().execute()).toEqual([]);
  });

  it('asks for a session before it looks at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/savedSearches'],
      ['POST', '/api/savedSearches'],
      ['PATCH', '/api/savedSearches/not-an-id'],
      ['DELETE', '/api/savedSearches/not-an-id'],
    ] as const) {
      const response = await call('', method, url, method === 'GET' ? undefined : { kind: 'nonsense' });
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 401 });
    }
  });

  it('pauses, resumes, turns e-mails off and deletes only the caller’s own search', async () => {
    const { _id: id } = (await call(wendy, 'POST', '/api/savedSearches', barista)).json();
    const paused = await call(wendy, 'PATCH', `/api/savedSearches/${id}`, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, emailDigest: true });
    expect((await call(wendy, 'PATCH', `/api/savedSearches/${id}`, { emailDigest: false })).json()).toMatchObject({
      paused: true,
      emailDigest: false,
    });
    expect((await call(wendy, 'PATCH', `/api/savedSearches/${id}`, { paused: false })).json().paused).toBe(false);
    expect((await call(wendy, 'PATCH', `/api/savedSearches/${id}`, {})).statusCode).toBe(400);
    const unknownOnly = await call(wendy, 'PATCH', `/api/savedSearches/${id}`, { _id: id });
    expect(unknownOnly.statusCode).toBe(400);
    expect(unknownOnly.json().message).toMatch(/paused or emailDigest/);
    expect((await call(wendy, 'PATCH', '/api/savedSearches/not-an-id', { paused: true })).statusCode).toBe(400);

    // Another person's search is not theirs to see, change or delete.
    const notYours = await call(nina, 'PATCH', `/api/savedSearches/${id}`, { paused: true });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().message).toBe('No saved search of yours has this id.');
    expect((await call(nina, 'DELETE', `/api/savedSearches/${id}`)).statusCode).toBe(404);

    const deleted = await call(wendy, 'DELETE', `/api/savedSearches/${id}`);
    expect(deleted.json()).toEqual({ message: 'Saved search deleted.' });
    expect((await call(wendy, 'GET', '/api/savedSearches')).json()).toEqual([]);
    expect((await call(wendy, 'DELETE', `/api/savedSearches/${id}`)).statusCode).toBe(404);
  });
});
