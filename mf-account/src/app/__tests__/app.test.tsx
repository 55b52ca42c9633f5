import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen } from '@testing-library/react';
import { App, preloadAllPages } from '../app';

const renderAt = (path: string, options?: Parameters<typeof renderAppAt>[2]) => renderAppAt(App, path, options);

// The pages load on demand on the site; here they are loaded first and render at once.
beforeAll(() => preloadAllPages());
describe('mf-account routes', () => {
  // Everything /profile asks for: an unanswered call would fail after its test has ended.
  fakeApiForEachTest((api) => {
    api.answer('GET /api/findwork/advisersposts', { status: 200, body: [] });
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [] });
    api.answer('GET /api/savedSearches', { status: 200, body: [] });
    api.answer('GET /api/credentials', { status: 200, body: [] });
  });

  it.each([
    ['/register', 'Sign Up in Easy Steps'],
    ['/login', 'Log in to FairGo'],
    ['/change-password', 'Change password'],
    ['/reset-password', 'Set a new password'],
  ])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("shows a signed-in user 'Your Details' on /profile", async () => {
    renderAt('/profile', { user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Details' })).toBeInTheDocument();
    expect(await screen.findByText('You have not asked for a job yet.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Add a credential' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor from /profile to /login, to come back to /profile', () => {
    const { navigations } = renderAt('/profile');
    expect(navigations).toEqual([{ to: '/login?next=%2Fprofile', replace: true }]);
  });
});
