/** @jest-environment node */
import { ApiError } from '@fairgo/shared/api';
import { getRegistry } from '@fairgo/shared/api/registry';
import { verifyToken } from '@fairgo/shared/api/login';
import { installMemoryStorage, startTestApiServer } from '@fairgo/testing';

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

  it('sends the stored token as the bare Authorization header, with no prefix (spec §7)', async () => {
    storage.setItem('token', 'abc123');
    await getRegistry();
    expect(server.requests.at(-1)?.headers.authorization).toBe('abc123');
  });

  it('sends no Authorization header when no token is stored', async () => {
    await getRegistry();
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('posts JSON bodies', async () => {
    await verifyToken('good');
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body).toEqual({ token: 'good' });
  });

  it('turns an error answer into one ApiError with its status and message', async () => {
    const error = await verifyToken('bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'token is invalid' });
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    const config = globalThis.__FAIRGO_CONFIG__;
    globalThis.__FAIRGO_CONFIG__ = { apiBaseUrl: 'http://127.0.0.1:9/api' };
    try {
      const error = await getRegistry().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0 });
    } finally {
      globalThis.__FAIRGO_CONFIG__ = config;
    }
  });
});
