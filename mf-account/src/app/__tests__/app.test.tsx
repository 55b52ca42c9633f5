import { createTestPlatform, testUser } from '@fairgo/shared/testing';
import { render, screen } from '@testing-library/react';
import { App } from '../app';

function renderAt(path: string, options: Parameters<typeof createTestPlatform>[0] = {}) {
  window.history.pushState(null, '', path);
  const test = createTestPlatform(options);
  render(<App />, { wrapper: test.Harness });
  return test;
}

describe('mf-account routes', () => {
  it.each([
    ['/register', 'Sign Up in Easy Steps'],
    ['/login', 'Log in to FairGo'],
    ['/change-password', 'Change password'],
    ['/reset-password', 'Set a new password'],
  ])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("shows a signed-in user 'Your Details' on /profile", () => {
    renderAt('/profile', { user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Details' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor from /profile to /login', () => {
    const { navigations } = renderAt('/profile');
    expect(navigations).toEqual([{ to: '/login', replace: true }]);
  });
});
