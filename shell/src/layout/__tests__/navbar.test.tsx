import { createTestPlatform, testUser } from '@fairgo/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '../navbar';

const renderNavbar = (options: Parameters<typeof createTestPlatform>[0] = {}) => {
  const test = createTestPlatform(options);
  render(<Navbar />, { wrapper: test.Harness });
  return test;
};

// jsdom applies no media queries, so the page is laid out as on a phone: the links are in the menu
// (the desktop row is covered by the e2e tests at desktop width).
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Mobile' });
}

describe('the navbar (product.md#navbar-and-footer)', () => {
  it('shows a visitor Find Workers, Find Work, Register and Login, and no bell', async () => {
    renderNavbar();
    const nav = await openMenu();
    expect(within(nav).getByRole('link', { name: 'Find Workers' })).toHaveAttribute('href', '/find-worker');
    expect(within(nav).getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/find-work');
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/tasks');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user Profile, Logout, the bell and the account menu instead of Register and Login', async () => {
    renderNavbar({ user: testUser() });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    const nav = await openMenu();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('moves between routes through the platform, without reloading the page', async () => {
    const { navigations } = renderNavbar();
    await userEvent.click(within(await openMenu()).getByRole('link', { name: 'Find Work' }));
    expect(navigations).toEqual([{ to: '/find-work', replace: false }]);
  });

  it('logs out on the landing page at once', async () => {
    window.history.pushState(null, '', '/');
    const { platform } = renderNavbar({ user: testUser() });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Logout' }));
    expect(platform.session.getState().status).toBe('loggedOut');
  });

  it('logs out elsewhere by going to / first, then clearing the session once the route has changed', async () => {
    window.history.pushState(null, '', '/profile');
    const { navigations, platform } = renderNavbar({ user: testUser() });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Logout' }));
    expect(navigations.at(-1)).toEqual({ to: '/', replace: false });
    expect(platform.session.getState().status).toBe('loggedIn');

    act(() => void window.dispatchEvent(new CustomEvent('single-spa:routing-event')));
    expect(platform.session.getState().status).toBe('loggedOut');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('opens and closes the menu on small screens, and closes it after a choice', async () => {
    renderNavbar();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    const nav = await openMenu();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
