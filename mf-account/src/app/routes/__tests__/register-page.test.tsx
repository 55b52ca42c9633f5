import { renderAppAt, fakeApiForEachTest, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';
import { NOT_AN_IMAGE } from '../../../lib/profile-image-picker';
import { PHONE_RULE } from '@fairgo/shared/rules';

// The pages load on demand on the site; here they are loaded first and render at once.
beforeAll(() => preloadAllPages());
describe('/register', () => {
  const api = fakeApiForEachTest();

  // Each field filled in one input (pasted): typing key by key re-renders the whole form per key, which
  // made this the slowest file of the suite; the e2e journeys type into the same form key by key.
  async function fillRequired(user: ReturnType<typeof userEvent.setup>, phone = '0412345678') {
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByLabelText(/^Name/), 'Casey Worker');
    await fill(screen.getByLabelText(/^Email/), 'Casey@Example.com.au');
    await fill(screen.getByLabelText(/^Password/), 'correct horse battery');
    await fill(screen.getByLabelText(/^Phone/), phone);
    await fill(screen.getByRole('combobox', { name: /Location/ }), 'Newtown, New South Wales');
  }

  it('keeps Register disabled until the required fields are filled; role defaults to Both', async () => {
    const user = userEvent.setup();
    renderAppAt(App, '/register');
    expect(screen.getByRole('heading', { name: 'Sign Up in Easy Steps' })).toBeInTheDocument();
    expect(screen.getByText(/tasks can be posted whatever your role/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await fillRequired(user);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  });

  it('says what a phone number must be, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAppAt(App, '/register');
    await fillRequired(user, '0412 abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(PHONE_RULE)).toBeInTheDocument();
    expect(api.last('POST /api/register')).toBeUndefined();
  });

  it('registers a worker and signs them in: multipart fields, the success dialog, no membership prompt', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/register', { status: 200, body: { message: 'ok' } });
    const worker = testUser({ email: 'casey@example.com.au' });
    api.answer('POST /api/login', { status: 200, body: { data: { UserObj: { token: 'tok', user: worker } } } });
    const { navigations, platform } = renderAppAt(App, '/register');
    // Typed as people write it; sent in the one form it is kept in.
    await fillRequired(user, '+61 (0)412 345-678');
    await user.click(screen.getByRole('radio', { name: 'Looking for Work' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Registration successful! You are now signed in.')).toBeInTheDocument();
    expect(platform.session.getState()).toMatchObject({ status: 'loggedIn', token: 'tok' });
    expect(String(api.last('POST /api/register')?.body)).toContain('name="phone"\r\n\r\n0412345678\r\n');
    expect(navigations.at(-1)).toEqual({ to: '/profile', replace: true });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the Login dialog when signing in after registering fails', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/register', { status: 200, body: { message: 'ok' } });
    api.answer('POST /api/login', { status: 500, body: { message: 'boom' } });
    const { navigations } = renderAppAt(App, '/register');
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Looking for Work' }));
    await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'Google');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Registration successful! You can now log in.')).toBeInTheDocument();
    const sent = String(api.last('POST /api/register')?.body);
    expect(sent).toContain('name="role"\r\n\r\nworker');
    expect(sent).toContain('name="howDidYouHearAboutUs"\r\n\r\nGoogle');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(navigations.at(-1)).toEqual({ to: '/login', replace: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('urges a signed-in employer to take a membership in a second dialog, with the plans to pay', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/register', { status: 200, body: { message: 'ok' } });
    const employer = testUser({ role: 'employer', membershipExpires: null });
    api.answer('POST /api/login', { status: 200, body: { data: { UserObj: { token: 'tok', user: employer } } } });
    renderAppAt(App, '/register');
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Employer' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    const membership = await screen.findByRole('dialog', { name: 'Membership required' });
    expect(within(membership).getByRole('button', { name: 'Subscribe: $25 a month' })).toBeInTheDocument();
  });

  it('urges an employer it could not sign in to take a membership: they log in first, then pay', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/register', { status: 200, body: { message: 'ok' } });
    api.answer('POST /api/login', { status: 500, body: { message: 'boom' } });
    const { navigations } = renderAppAt(App, '/register');
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Employer' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    const membership = await screen.findByRole('dialog', { name: 'Membership required' });
    expect(within(membership).getByText('Log in as Casey@Example.com.au to choose a plan.')).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: 'Later' })).toBeInTheDocument();
    await user.click(within(membership).getByRole('button', { name: 'Log in to subscribe: $25 a month' }));
    expect(navigations.at(-1)).toEqual({ to: '/login', replace: false });
    // Nobody is signed in: no checkout is asked for.
    expect(api.requestsTo('POST /api/payments/checkout')).toEqual([]);
  });

  it.each([
    [400, 'You are already registered, please log in.'],
    [500, 'An error occurred during registration. Please try again.'],
  ])('answers %i with %s', async (status, message) => {
    const user = userEvent.setup();
    api.answer('POST /api/register', {
      status,
      // The code decides, not the words: the server may word its refusal as it likes.
      body:
        status === 400 ? { message: 'That e-mail has an account.', code: 'alreadyRegistered' } : { message: 'boom' },
    });
    renderAppAt(App, '/register');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(await screen.findByRole('dialog')).findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Casey Worker');
  });

  it('refuses a profile image that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAppAt(App, '/register');
    await user.upload(
      screen.getByLabelText('Profile image (optional)'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText(NOT_AN_IMAGE)).toBeInTheDocument();
  });
});
