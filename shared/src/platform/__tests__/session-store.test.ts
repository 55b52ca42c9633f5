/** @jest-environment node */
import { createSessionStore } from '@fairgo/shared/platform';
import { installMemoryStorage, startTestApiServer, testUser } from '@fairgo/shared/testing';

describe('the session store (spec §4)', () => {
  const storage = installMemoryStorage();
  let server: Awaited<ReturnType<typeof startTestApiServer>>;
  let verifyAnswer = 200;

  beforeAll(async () => {
    server = await startTestApiServer(() => ({ status: verifyAnswer, body: {} }));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    storage.clear();
    verifyAnswer = 200;
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

  it('logout removes token and user and clears the subscription flag', () => {
    const session = createSessionStore();
    session.getState().login('tok-1', testUser({ role: 'both' }));
    session.getState().logout();

    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(session.getState()).toMatchObject({ status: 'loggedOut', user: null, subscriptionRequired: undefined });
  });

  it('restores a stored session whose token the server accepts', async () => {
    storage.setItem('token', 'tok-2');
    storage.setItem('user', JSON.stringify(testUser({ profileImage: '/api/uploads/a.png' })));
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
});
