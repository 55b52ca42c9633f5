import { renderAppAt, fakeApiForEachTest } from '@fairgo/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';

// The pages load on demand on the site; here they are loaded first and render at once.
beforeAll(() => preloadAllPages());
describe('/reset-password (the link in the reset e-mail)', () => {
  const api = fakeApiForEachTest();

  async function choose(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^New password/), 'a brand new password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('sets the new password with the token from the link, then offers Login', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/resetPassword', { status: 200, body: { message: 'ok' } });
    const { navigations } = renderAppAt(App, '/reset-password?token=abc123');
    await choose(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your password has been changed. You can now log in.')).toBeInTheDocument();
    expect(api.last('POST /api/resetPassword')?.body).toEqual({ token: 'abc123', newPassword: 'a brand new password' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(navigations).toEqual([{ to: '/login', replace: false }]);
  });

  it("shows the server's reason when the link expired or was used", async () => {
    const user = userEvent.setup();
    const reason = 'This reset link has expired or was already used. Please ask for a new one.';
    api.answer('POST /api/resetPassword', { status: 400, body: { message: reason } });
    renderAppAt(App, '/reset-password?token=old');
    await choose(user);
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('says so when the link has no token', () => {
    renderAppAt(App, '/reset-password');
    expect(screen.getByText(/This reset link is incomplete/)).toBeInTheDocument();
  });
});
