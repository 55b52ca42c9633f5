import { ACCOUNT_SUSPENDED } from '@fairgo/shared/rules';
import { renderAppAt, testUser, fakeApiForEachTest } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';

// The pages load on demand on the site; here they are loaded first and render at once.
beforeAll(() => preloadAllPages());
describe('/login', () => {
  const api = fakeApiForEachTest();

  async function logIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^Email/), 'casey@example.com.au');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it.each([
    [400, 'Invalid email or password.'],
    [403, ACCOUNT_SUSPENDED],
    [500, 'An error occurred during login. Please try again.'],
  ])('answers %i with %s, keeping what was typed', async (status, message) => {
    const user = userEvent.setup();
    api.answer('POST /api/login', { status, body: { message: 'nope' } });
    renderAppAt(App, '/login');
    await logIn(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('casey@example.com.au');
  });

  it('logs a worker in and goes home', async () => {
    const user = userEvent.setup();
    const worker = testUser({ email: 'casey@example.com.au' });
    api.answer('POST /api/login', { status: 200, body: { data: { UserObj: { token: 'tok', user: worker } } } });
    const { platform, navigations } = renderAppAt(App, '/login');
    await logIn(user);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(api.last('POST /api/login')?.body).toEqual({
      email: 'casey@example.com.au',
      password: 'correct horse battery',
    });
    expect(platform.session.getState()).toMatchObject({ status: 'loggedIn', token: 'tok', user: worker });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(navigations).toEqual([{ to: '/', replace: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['/login?next=%2Ftasks%2Ftask%2Ft1%3Ftab%3Doffers', '/tasks/task/t1?tab=offers'],
    ['/login?next=%2F%2Fevil.example', '/'],
    ['/login?next=https%3A%2F%2Fevil.example', '/'],
    ['/login?next=%2F%5Cevil.example', '/'],
    ['/login?next=%2Flogin', '/'],
  ])('from %s goes to %s once signed in', async (at, to) => {
    const user = userEvent.setup();
    api.answer('POST /api/login', { status: 200, body: { data: { UserObj: { token: 'tok', user: testUser() } } } });
    const { navigations } = renderAppAt(App, at);
    await logIn(user);
    await waitFor(() => expect(navigations).toEqual([{ to, replace: true }]));
  });

  it('shows an employer without a live membership the subscription dialog', async () => {
    const user = userEvent.setup();
    const employer = testUser({ role: 'employer', membershipExpires: '2020-01-01T00:00:00.000Z' });
    api.answer('POST /api/login', { status: 200, body: { data: { UserObj: { token: 'tok', user: employer } } } });
    renderAppAt(App, '/login');
    await logIn(user);
    expect(await screen.findByRole('dialog', { name: 'Membership required' })).toBeInTheDocument();
  });

  describe('forgot password', () => {
    async function ask(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
      await user.type(within(dialog).getByLabelText(/^Email/), 'casey@example.com.au');
      await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
      return dialog;
    }

    it('says the instructions are on their way', async () => {
      const user = userEvent.setup();
      api.answer('POST /api/forgotPassword', { status: 200, body: { message: 'ok' } });
      renderAppAt(App, '/login');
      const dialog = await ask(user);
      expect(
        await within(dialog).findByText('Reset password instructions will be sent to your email shortly.'),
      ).toBeInTheDocument();
      expect(api.last('POST /api/forgotPassword')?.body).toEqual({ email: 'casey@example.com.au' });
    });

    it("answers 404 with 'User not found.' and a Register button", async () => {
      const user = userEvent.setup();
      api.answer('POST /api/forgotPassword', { status: 404, body: { message: 'User not found.' } });
      const { navigations } = renderAppAt(App, '/login');
      const dialog = await ask(user);
      expect(await within(dialog).findByText('User not found.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(navigations).toEqual([{ to: '/register', replace: false }]);
    });

    it('answers other failures with a Give Feedback button to /feedback', async () => {
      const user = userEvent.setup();
      api.answer('POST /api/forgotPassword', { status: 500, body: { message: 'boom' } });
      const { navigations } = renderAppAt(App, '/login');
      const dialog = await ask(user);
      expect(await within(dialog).findByText('An error occurred. Please try again.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Give Feedback' }));
      expect(navigations).toEqual([{ to: '/feedback', replace: false }]);
    });
  });

  it('links to Change password and Register', () => {
    renderAppAt(App, '/login');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
