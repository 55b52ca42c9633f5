import { renderAppAt, fakeApiForEachTest } from '@fairgo/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';

// The pages load on demand on the site; here they are loaded first and render at once.
beforeAll(() => preloadAllPages());
describe('/reset-password (the link in the reset e-mail)', () => {
  const api = fakeApiForEachTest();

  async function choose(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/^New password/), 'a brand new password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  const LIVE = { status: 200, body: { usable: true, message: 'This reset link can set a new password.' } };

  it('sets the new password with the token from the link, then offers Login', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/checkResetLink', LIVE);
    api.answer('POST /api/resetPassword', { status: 200, body: { message: 'ok' } });
    const { navigations } = renderAppAt(App, '/reset-password?token=abc123');
    await choose(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your password has been changed. You can now log in.')).toBeInTheDocument();
    expect(api.last('POST /api/resetPassword')?.body).toEqual({ token: 'abc123', newPassword: 'a brand new password' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(navigations).toEqual([{ to: '/login', replace: false }]);
  });

  const reason = 'This reset link has expired or was already used. Please ask for a new one.';

  it('checks the link as the page opens: a dead one says so before anything is typed, and links to a new one', async () => {
    api.answer('POST /api/checkResetLink', { status: 200, body: { usable: false, message: reason } });
    renderAppAt(App, '/reset-password?token=old');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(api.last('POST /api/checkResetLink')?.body).toEqual({ token: 'old' });
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/login?forgot');
  });

  it("shows the server's reason when the link died while the password was typed", async () => {
    const user = userEvent.setup();
    api.answer('POST /api/checkResetLink', LIVE);
    api.answer('POST /api/resetPassword', { status: 400, body: { message: reason } });
    renderAppAt(App, '/reset-password?token=old');
    await choose(user);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toBeInTheDocument();
  });

  it('says so when the link has no token, with the way to ask for one', async () => {
    renderAppAt(App, '/reset-password');
    expect(screen.getByText(/This reset link is incomplete/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new reset link' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
