/** @jest-environment node */
import { createSessionStore } from '@fairgo/shared/platform';
import { installMemoryStorage, startTestApiServer, testUser } from '@fairgo/testing';

describe('the session store (product.md#session)', () => {
  const storage = installMemoryStorage();
  let server: Awaited<ReturnType<typeof startTestApiServer>>;
  let verifyAnswer = 200;
  const serverUser = testUser({ profileImage: '/api/uploads/a.png' });
  let serverUserOverride: ReturnType<typeof testUser> | undefined;

  beforeAll(async () => {
    server = await startTestApiServer((request) =>
      request.path === '/api/logout'
        ? { status: 200, body: { message: 'Logged out.' } }
        : {
            status: verifyAnswer,
            body:
              verifyAnswer === 200 ? { valid: true, user: serverUserOverride ?? serverUser } : { message: 'expired' },
          },
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    storage.clear();
    verifyAnswer = 200;
    serverUserOverride = undefined;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('login stores token and user and marks the session logged in', () => {
    const session = createSessionStore();
    const user = testUser({ role: 'employer', membershipExpires: null });
    session.getState().login('tok-1', user);

    expect(storage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(storage.getItem('user')!)).toEqual(user);
    expect(session.getState()).toMatchObject({ status: 'loggedIn', token: 'tok-1', user, subscriptionRequired: true });
  });

  it('logout removes token and user, clears the subscription flag, and asks the server to revoke the token', async () => {
    const session = createSessionStore();
    session.getState().login('tok-1', testUser({ role: 'both' }));
    const revoke = server.nextRequestTo('/api/logout');
    session.getState().logout();
    expect(await revoke).toMatchObject({ path: '/api/logout', headers: { authorization: 'tok-1' } });

    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(session.getState()).toMatchObject({ status: 'loggedOut', user: null, subscriptionRequired: undefined });
  });

  it("restores a stored session whose token the server accepts, with the server's copy of the user", async () => {
    storage.setItem('token', 'tok-2');
    storage.setItem('user', JSON.stringify(testUser({ profileImage: null })));
    const session = createSessionStore();
    await session.getState().restore();

    expect(server.requests.at(-1)).toMatchObject({ path: '/api/login/verifyToken', body: { token: 'tok-2' } });
    expect(session.getState()).toMatchObject({ status: 'loggedIn', user: { profileImage: '/api/uploads/a.png' } });
  });

  it('clears a stored session whose token the server refuses', async () => {
    verifyAnswer = 401;
    storage.setItem('token', 'expired');
    storage.setItem('user', JSON.stringify(testUser()));
    const session = createSessionStore();
    await session.getState().restore();

    expect(session.getState().status).toBe('loggedOut');
    expect(storage.getItem('token')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('keeps the stored session when the page is left while its token is checked (a closed tab aborts the check)', async () => {
    verifyAnswer = 503;
    storage.setItem('token', 'tok-left');
    storage.setItem('user', JSON.stringify(testUser()));
    const page = new EventTarget();
    Object.assign(globalThis, {
      addEventListener: page.addEventListener.bind(page),
      removeEventListener: page.removeEventListener.bind(page),
    });
    try {
      const session = createSessionStore();
      const restoring = session.getState().restore();
      page.dispatchEvent(new Event('pagehide'));
      await restoring;
      expect(storage.getItem('token')).toBe('tok-left');
    } finally {
      Object.assign(globalThis, { addEventListener: undefined, removeEventListener: undefined });
    }
  });

  it('is logged out without asking the server when token or user is missing', async () => {
    storage.setItem('token', 'orphan');
    const before = server.requests.length;
    const session = createSessionStore();
    await session.getState().restore();

    expect(session.getState().status).toBe('loggedOut');
    expect(server.requests.length).toBe(before);
  });

  it('updateUser changes the stored user too', () => {
    const session = createSessionStore();
    session.getState().login('tok', testUser());
    session.getState().updateUser({ profileImage: '/api/uploads/new.png' });
    expect(JSON.parse(storage.getItem('user')!).profileImage).toBe('/api/uploads/new.png');
  });

  it("refresh takes the server's current user (a membership bought in another tab)", async () => {
    const session = createSessionStore();
    session.getState().login('tok-3', testUser({ role: 'employer', membershipExpires: null }));
    const paid = testUser({ role: 'employer', membershipExpires: '2099-01-01T00:00:00.000Z' });
    serverUserOverride = paid;
    expect(await session.getState().refresh()).toBe(true);
    expect(session.getState()).toMatchObject({ user: paid, subscriptionRequired: false });
    expect(JSON.parse(storage.getItem('user')!)).toEqual(paid);
    expect(await session.getState().refresh()).toBe(false);
  });

  it('refresh logs out when the server ended the session', async () => {
    const session = createSessionStore();
    session.getState().login('tok-4', testUser());
    verifyAnswer = 401;
    expect(await session.getState().refresh()).toBe(false);
    expect(session.getState().status).toBe('loggedOut');
  });
});
