import { renderAppAt, testUser, fakeApiForEachTest } from '@fairgo/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';

// The pages load on demand on the site; here they are loaded first and render at once.
beforeAll(() => preloadAllPages());
describe('/change-password', () => {
  const api = fakeApiForEachTest();

  async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'a new long password') {
    await user.type(screen.getByLabelText(/^Old password/), 'the old password');
    await user.type(screen.getByLabelText(/^New password/), 'a new long password');
    await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it("refuses a confirmation that differs: 'New password and confirmation do not match.'", async () => {
    const user = userEvent.setup();
    renderAppAt(App, '/change-password', { user: testUser() });
    await fill(user, 'something else entirely');
    expect(await screen.findByText('New password and confirmation do not match.')).toBeInTheDocument();
    expect(api.last('POST /api/changePassword')).toBeUndefined();
  });

  it('prefills the signed-in e-mail and says it worked', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/changePassword', { status: 200, body: { message: 'ok' } });
    renderAppAt(App, '/change-password', { user: testUser() });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('alex@example.com.au');
    await fill(user);
    expect(
      await within(await screen.findByRole('dialog')).findByText('Password changed successfully!'),
    ).toBeInTheDocument();
    expect(api.last('POST /api/changePassword')?.body).toEqual({
      email: 'alex@example.com.au',
      oldPassword: 'the old password',
      newPassword: 'a new long password',
    });
  });

  it.each([
    [400, 'Failed to change password. Please check your details.'],
    [500, 'An error occurred. Please try again.'],
  ])('answers %i with %s', async (status, message) => {
    const user = userEvent.setup();
    api.answer('POST /api/changePassword', { status, body: { message: 'no' } });
    renderAppAt(App, '/change-password');
    await user.type(screen.getByLabelText(/^Email/), 'casey@example.com.au');
    await fill(user);
    expect(await within(await screen.findByRole('dialog')).findByText(message)).toBeInTheDocument();
  });

  it('says which details a refusal means', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/changePassword', { status: 400, body: { message: 'no' } });
    renderAppAt(App, '/change-password');
    await user.type(screen.getByLabelText(/^Email/), 'casey@example.com.au');
    await fill(user);
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'The email or the current password is not the one of your account.',
      ),
    ).toBeInTheDocument();
  });
});
