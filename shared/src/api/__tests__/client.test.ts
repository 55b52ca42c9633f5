/** @jest-environment node */
import { addressOf, ApiError, request } from '@fairgo/shared/api';
import { API_ROUTES } from '@fairgo/shared/contract';
import { installMemoryStorage, startTestApiServer, testPostFields } from '@fairgo/testing';
import { IDEMPOTENT_ROUTES } from '../idempotent-routes';

describe('the API client', () => {
  let server: Awaited<ReturnType<typeof startTestApiServer>>;
  const storage = installMemoryStorage();

  beforeAll(async () => {
    server = await startTestApiServer((request) =>
      request.path === '/api/login/verifyToken' && (request.body as { token: string }).token === 'good'
        ? { status: 200, body: { valid: true } }
        : request.path === '/api/registry'
          ? { status: 200, body: { remotes: [] } }
          : { status: 400, body: { message: 'token is invalid' } },
    );
  });
  afterAll(() => server.close());
  beforeEach(() => storage.clear());

  it('sends the stored token as the bare Authorization header, with no prefix (product.md#api-calls)', async () => {
    storage.setItem('token', 'abc123');
    await request('GET registry');
    expect(server.requests.at(-1)?.headers.authorization).toBe('abc123');
  });

  it('sends no Authorization header when no token is stored', async () => {
    await request('GET registry');
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('posts JSON bodies', async () => {
    await request('POST login/verifyToken', { json: { token: 'good' } });
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toMatch(/application\/json/);
    expect(sent.body).toEqual({ token: 'good' });
  });

  it('sends a list in the query as its name repeated, and leaves out what is undefined', async () => {
    await request('GET findwork/advisers', {
      searchParams: { jobs: ['Barista', 'Chef & Cook'], locations: undefined, withinKm: 10 },
    }).catch(() => undefined);
    expect(server.requests.at(-1)?.path).toBe('/api/findwork/advisers?jobs=Barista&jobs=Chef+%26+Cook&withinKm=10');
  });

  it('names the address a call asks for, as it sends it (addressOf)', async () => {
    const options = { params: { taskId: 'a b/c' }, searchParams: { sort: 'newest', jobs: ['Chef & Cook'] } };
    await request('GET tasks/getTaskById/:taskId', options as never).catch(() => undefined);
    expect(`/api/${addressOf('GET tasks/getTaskById/:taskId', options)}`).toBe(server.requests.at(-1)?.path);
    expect(addressOf('GET registry')).toBe('registry');
    expect(addressOf('GET findwork/advisers', { searchParams: { locations: undefined } })).toBe('findwork/advisers');
  });

  it('turns an error answer into one ApiError with its status and message', async () => {
    const error = await request('POST login/verifyToken', { json: { token: 'bad' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'token is invalid' });
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    const config = globalThis.__FAIRGO_CONFIG__;
    globalThis.__FAIRGO_CONFIG__ = { apiBaseUrl: 'http://127.0.0.1:9/api' };
    try {
      const error = await request('GET registry').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0 });
    } finally {
      globalThis.__FAIRGO_CONFIG__ = config;
    }
  });
});

describe('writes that create something', () => {
  const answers: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
  let server: Awaited<ReturnType<typeof startTestApiServer>>;
  beforeAll(async () => {
    server = await startTestApiServer(() => answers.shift() ?? { status: 200, body: { message: 'Posted' } });
  });
  afterAll(() => server.close());
  beforeEach(() => (answers.length = 0));

  it('carry one Idempotency-Key over every try, retrying what a failing instance cut off', async () => {
    answers.push({ status: 502, body: { message: 'Bad Gateway' } });
    answers.push({ status: 409, body: { message: 'still running' }, headers: { 'retry-after': '0' } });
    const before = server.requests.length;
    await expect(request('POST findworker/submit', { json: testPostFields() })).resolves.toEqual({ message: 'Posted' });
    const tries = server.requests.slice(before);
    expect(tries).toHaveLength(3);
    const keys = new Set(tries.map((each) => each.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("give the route's own 409 at once: no retry changes it", async () => {
    answers.push({ status: 409, body: { message: 'You have already made an offer.' } });
    const before = server.requests.length;
    await expect(request('POST findworker/submit', { json: testPostFields() })).rejects.toMatchObject({ status: 409 });
    expect(server.requests.length - before).toBe(1);
  });

  it('are the routes the contract declares idempotent, and only those', () => {
    const declared = Object.entries(API_ROUTES)
      .filter(([, declaration]) => (declaration as { idempotent?: true }).idempotent)
      .map(([route]) => route);
    expect([...IDEMPOTENT_ROUTES].sort()).toEqual(declared.sort());
  });
});
