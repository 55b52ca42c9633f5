import { listingSearchFilters, NO_FILTERS, NO_TASK_FILTERS } from '@fairgo/shared/contract';
import { testPostFields } from '@fairgo/testing';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { callAs, postTask, taskPeople, type TaskPeople } from '../support/tasks';

const NO_LISTING_FILTERS = listingSearchFilters(NO_FILTERS);
/** A barista job in Newtown on weekdays with RSA, as testPostFields has it. */
const job = testPostFields;

// A new or changed post reaches the saved searches it matches, in the bell at once.
describe('search alerts: matching a new post against saved searches', () => {
  let app: TestApp;
  const tokens = { wendy: '', nina: '', casey: '' };

  beforeEach(async () => {
    app = await startTestApp();
    await register(app, { email: 'wendy@example.com.au', role: 'worker', name: 'Wendy Worker' });
    await register(app, { email: 'nina@example.com.au', role: 'employer', name: 'Nina Employer' });
    await register(app, { email: 'casey@example.com.au', role: 'worker' });
    await app.db
      .updateTable('users')
      .set({ membership_expires: new Date(Date.now() + 86_400_000) })
      .where('email', '=', 'nina@example.com.au')
      .execute();
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[name] = (await login(app, `${name}@example.com.au`)).token;
  });
  afterEach(() => app.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const save = async (token: string, kind: string, filters: object) => {
    const response = await call(token, 'POST', '/api/savedSearches', {
      kind,
      filters: { ...NO_LISTING_FILTERS, ...filters },
    });
    expect(response.statusCode).toBe(201);
    return response.json()._id as string;
  };
  const postJob = async (changes: Parameters<typeof job>[0] = {}) =>
    expect((await call(tokens.nina, 'POST', '/api/findwork/submit', job(changes))).statusCode).toBe(200);
  const bell = async (token = tokens.wendy) =>
    (await call(token, 'GET', '/api/notifications')).json() as { message: string; actionURL?: string }[];

  it('tells the owner of a matching search at once, with a link to the listing, once per post', async () => {
    await save(tokens.wendy, 'job', {
      jobs: ['barista'],
      locations: ['Newtown, New South Wales'],
      days: ['Monday'],
      certificates: ['RSA'],
    });
    await postJob();
    const [post] = await app.db.selectFrom('job_posts').select('id').execute();
    expect(await bell()).toEqual([
      expect.objectContaining({
        message:
          'New job for your saved search “barista · Newtown · Monday · with RSA”: Barista in Newtown, New South Wales.',
        actionURL: `/find-work?listing=${post!.id}`,
      }),
    ]);
    // The link shows that listing first.
    const listed = await call(tokens.wendy, 'GET', `/api/findwork/advisers?jobs=Chef&listing=${post!.id}`);
    expect(listed.json().map((listing: { _id: string }) => listing._id)).toEqual([post!.id]);

    // An edit of the same post that still matches is not news.
    const update = { _id: post!.id, ...job({ description: 'Now with latte art.' }) };
    expect((await call(tokens.nina, 'PUT', '/api/findwork/update', update)).statusCode).toBe(200);
    expect(await bell()).toHaveLength(1);
  });

  it('misses a post on each dimension the search names', async () => {
    await save(tokens.wendy, 'job', { jobs: ['Barista'], locations: ['Newtown, New South Wales'] });
    await save(tokens.wendy, 'job', { jobs: ['Chef'], days: ['Saturday'] });
    await save(tokens.wendy, 'job', { jobs: ['Waiter'], certificates: ['RSA', 'First Aid'] });
    await save(tokens.wendy, 'job', { jobs: ['Cleaner'], near: 'Fitzroy, Victoria', withinKm: 5 });
    await save(tokens.wendy, 'job', { jobs: ['Kitchen Hand'], locations: ['All Adelaide, South Australia'] });
    await save(tokens.wendy, 'worker', { jobs: ['Gardener'] });

    await postJob({ job: 'Barista', location: 'Fitzroy, Victoria' }); // role, not the location
    await postJob({ job: 'Tutor', location: 'Newtown, New South Wales' }); // the location, not the role
    await postJob({ job: 'Chef' }); // not available on Saturday
    await postJob({ job: 'Waiter', certificates: ['RSA'] }); // one certificate of two
    await postJob({ job: 'Cleaner', location: 'Newtown, New South Wales' }); // 700 km from Fitzroy
    await postJob({ job: 'Kitchen Hand', location: 'Fitzroy, Victoria' }); // not in South Australia
    await postJob({ job: 'Gardener' }); // a job, where the search is for workers
    expect(await bell()).toEqual([]);

    // And each one's hit, to show the misses are the dimension's.
    await postJob({ job: 'Chef', availability: { ...job().availability, Saturday: true } });
    await postJob({ job: 'Waiter', certificates: ['First Aid', 'RSA', 'White Card'] });
    await postJob({ job: 'Cleaner', location: 'Richmond, Victoria' });
    await postJob({ job: 'Kitchen Hand', location: 'Glenelg, South Australia' });
    expect((await bell()).map((note) => note.message.split(': ')[1])).toEqual([
      'Kitchen Hand in Glenelg, South Australia.',
      'Cleaner in Richmond, Victoria.',
      'Waiter in Newtown, New South Wales.',
      'Chef in Newtown, New South Wales.',
    ]);
  });

  it('leaves paused searches, the poster’s own searches and hidden posts out; tells each person once', async () => {
    const paused = await save(tokens.wendy, 'worker', { jobs: ['Barista'] });
    expect((await call(tokens.wendy, 'PATCH', `/api/savedSearches/${paused}`, { paused: true })).statusCode).toBe(200);
    await save(tokens.casey, 'worker', { jobs: ['Barista'] });
    await save(tokens.nina, 'worker', {});
    await save(tokens.nina, 'worker', { locations: ['Newtown, New South Wales'] });

    expect((await call(tokens.casey, 'POST', '/api/findworker/submit', job())).statusCode).toBe(200);
    expect(await bell(tokens.wendy)).toEqual([]);
    expect(await bell(tokens.casey)).toEqual([]);
    const [note, ...more] = await bell(tokens.nina);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ actionURL: expect.stringMatching(/^\/find-worker\?listing=/) });
    expect(note!.message).toBe(
      'New worker for your saved search “Everything”: Casey Worker, Barista in Newtown, New South Wales.',
    );

    // Resumed, it takes the next post; a post an admin hid does not alert on its owner's edit.
    await call(tokens.wendy, 'PATCH', `/api/savedSearches/${paused}`, { paused: false });
    await app.db.updateTable('worker_posts').set({ hidden_at: new Date() }).execute();
    const [hidden] = await app.db.selectFrom('worker_posts').select('id').execute();
    await call(tokens.casey, 'PUT', '/api/findworker/update', { _id: hidden!.id, ...job() });
    expect(await bell(tokens.wendy)).toEqual([]);
    expect((await call(tokens.casey, 'POST', '/api/findworker/submit', job())).statusCode).toBe(200);
    expect(await bell(tokens.wendy)).toHaveLength(1);
  });

  it('a search for verified workers takes only a poster with every badge it names, while the badge lasts', async () => {
    const search = await call(tokens.nina, 'POST', '/api/savedSearches', {
      kind: 'worker',
      filters: { ...NO_LISTING_FILTERS, verified: ['policeCheck'] },
    });
    expect(search.json()).toMatchObject({ summary: 'verified Police check' });
    const badge = (expiresOn: string, status: 'verified' | 'pending' = 'verified') =>
      app.db
        .insertInto('credentials')
        .values({
          user_id: app.db.selectFrom('users').select('id').where('email', '=', 'casey@example.com.au'),
          type: 'policeCheck',
          number: 'NPC-1',
          state: 'National',
          expires_on: expiresOn,
          status,
        })
        .execute();

    await badge('2031-01-01', 'pending'); // waiting for an admin: no badge yet
    await call(tokens.casey, 'POST', '/api/findworker/submit', job());
    await badge('2020-01-01'); // verified, but expired
    await call(tokens.casey, 'POST', '/api/findworker/submit', job());
    expect(await bell(tokens.nina)).toEqual([]);
    await badge('2031-01-01');
    await call(tokens.casey, 'POST', '/api/findworker/submit', job());
    expect(await bell(tokens.nina)).toHaveLength(1);

    // A search of jobs has no such filter.
    const jobs = await call(tokens.wendy, 'POST', '/api/savedSearches', {
      kind: 'job',
      filters: { ...NO_LISTING_FILTERS, verified: ['policeCheck'] },
    });
    expect(jobs.json()).toMatchObject({ summary: 'Everything' });
    const unknown = await call(tokens.nina, 'POST', '/api/savedSearches', {
      kind: 'worker',
      filters: { ...NO_LISTING_FILTERS, verified: ['pilotLicence'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^filters\.verified/);
  });
});

describe('search alerts: tasks, and the All Tasks filters', () => {
  let app: TestApp;
  let people: TaskPeople;
  beforeAll(async () => {
    app = await startTestApp();
    people = await taskPeople(app);
  });
  afterAll(() => app.close());

  it('matches a task on its words, place, budget and remote, as the All Tasks filters list it', async () => {
    const as = callAs(app);
    const search = {
      ...NO_TASK_FILTERS,
      keywords: 'Wardrobe',
      near: 'Newtown, New South Wales',
      withinKm: 10,
      minBudget: 100,
      maxBudget: 200,
      remote: 'inPerson',
    };
    expect((await as(people.tasker, 'POST', '/api/savedSearches', { kind: 'task', filters: search })).statusCode).toBe(
      201,
    );
    const misses: Record<string, string>[] = [
      { title: 'Move a piano', description: 'Upright, ground floor.' }, // its words
      { originalBudget: '250' }, // its budget
      { originalBudget: '90' },
      { location: 'Fitzroy, Victoria', fullAddress: '1 Brunswick St, Fitzroy, Victoria, Australia' }, // its place
      { isThisRemoteTask: 'true', location: '', fullAddress: '' }, // remote, where in person was asked
    ];
    for (const changes of misses) expect((await postTask(app, people.owner, changes)).statusCode).toBe(201);
    const notes = async () => (await as(people.tasker, 'GET', '/api/notifications')).json();
    expect(await notes()).toEqual([]);

    const hit = await postTask(app, people.owner, {
      location: 'Surry Hills, New South Wales',
      fullAddress: '3 Crown St, Surry Hills, New South Wales, Australia',
    });
    expect(hit.statusCode).toBe(201);
    const taskId = hit.json().task._id;
    expect(await notes()).toEqual([
      expect.objectContaining({
        message:
          'New task for your saved search “Wardrobe · In person · within 10 km of Newtown · $100–$200”: Assemble a flat-pack wardrobe ($120).',
        actionURL: `/tasks/task/${taskId}`,
      }),
    ]);

    // The list under the same filters holds that one task only.
    const query = new URLSearchParams({ ...search, withinKm: '10', minBudget: '100', maxBudget: '200' } as never);
    const listed = await as(people.stranger, 'GET', `/api/tasks/getAllTasks?${query}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((task: { _id: string }) => task._id)).toEqual([taskId]);
    const remote = await as(people.stranger, 'GET', '/api/tasks/getAllTasks?remote=remote');
    expect(remote.json().map((task: { isThisRemoteTask: boolean }) => task.isThisRemoteTask)).toEqual([true]);
  });

  it('answers bad task filters with a 400 naming the field', async () => {
    const as = callAs(app);
    for (const [query, message] of [
      ['withinKm=5', /^near: choose the suburb/],
      ['near=Atlantis&withinKm=5', /^near: 'Atlantis'/],
      ['minBudget=50&maxBudget=10', /^maxBudget/],
      ['minBudget=lots', /minBudget/],
      ['remote=maybe', /remote/],
    ] as const) {
      const response = await as(people.stranger, 'GET', `/api/tasks/getAllTasks?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().message).toMatch(message);
    }
  });
});
