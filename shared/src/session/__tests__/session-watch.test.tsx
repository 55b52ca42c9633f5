import { request } from '@fairgo/shared/api';
import { createDialogStore } from '../../platform/dialog-store';
import { createSessionStore, keepSessionTrue } from '@fairgo/shared/platform';
import { fakeApiForEachTest, testUser } from '@fairgo/testing';
import { waitFor } from '@testing-library/react';

describe('keeping the session true to the server and the other tabs', () => {
  const api = fakeApiForEachTest();
  let stop = () => {};
  afterEach(() => {
    stop();
    localStorage.clear();
  });

  const start = () => {
    const session = createSessionStore();
    const dialogs = createDialogStore();
    stop = keepSessionTrue(session, dialogs);
    return { session, dialogs };
  };

  it('ends the session when the server refuses its token, and asks to sign in again over the page', async () => {
    const { session, dialogs } = start();
    session.getState().login('tok-1', testUser({ email: 'casey@example.com.au' }));
    api.answer('GET /api/notifications', { status: 401, body: { message: 'Unauthorized' } });
    await expect(request('GET notifications')).rejects.toMatchObject({ status: 401 });
    expect(session.getState().status).toBe('ended');
    expect(localStorage.getItem('token')).toBeNull();
    expect(dialogs.getState().dialog).toEqual({ kind: 'sessionEnded', email: 'casey@example.com.au', suspended: null });
  });

  it('tells a user an admin suspended why they were signed out', async () => {
    const { session, dialogs } = start();
    session.getState().login('tok-1', testUser({ email: 'casey@example.com.au' }));
    const why = 'Your account has been suspended after a report. Reason: spam.';
    api.answer('GET /api/notifications', { status: 401, body: { message: why, code: 'suspended' } });
    await expect(request('GET notifications')).rejects.toMatchObject({ status: 401 });
    expect(dialogs.getState().dialog).toMatchObject({ kind: 'sessionEnded', suspended: why });
  });

  it('follows another tab signing out and signing in', () => {
    const { session } = start();
    session.getState().login('tok-1', testUser());
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(session.getState().status).toBe('loggedOut');

    const other = testUser({ name: 'Other Tab' });
    localStorage.setItem('token', 'tok-2');
    localStorage.setItem('user', JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'tok-2' }));
    expect(session.getState()).toMatchObject({ status: 'loggedIn', token: 'tok-2', user: other });
  });

  it('re-reads the user when the tab comes back into view', async () => {
    const { session } = start();
    session.getState().login('tok-1', testUser({ membershipExpires: null, role: 'employer' }));
    const paid = testUser({ membershipExpires: '2099-01-01T00:00:00.000Z', role: 'employer' });
    api.answer('POST /api/login/verifyToken', { status: 200, body: { valid: true, user: paid } });
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(session.getState().subscriptionRequired).toBe(false));
  });
});
