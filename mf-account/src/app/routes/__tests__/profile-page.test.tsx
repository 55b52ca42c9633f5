import type { OwnPost } from '@fairgo/shared/contract';
import type { PostFormModule, PostFormProps } from '@fairgo/shared/platform';
import { renderAppAt, testOwnPost, testUser, fakeApiForEachTest } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';
import { PNG } from '../../../test/png';

const post = (changes: Partial<OwnPost> = {}): OwnPost =>
  testOwnPost({
    name: 'Alex Worker',
    email: 'alex@example.com.au',
    availability: {
      Monday: true,
      Tuesday: false,
      Wednesday: true,
      Thursday: true,
      Friday: true,
      Saturday: false,
      Sunday: false,
    },
    sharePhone: false,
    description: '',
    policeCheck: false,
    gender: 'Other',
    ...changes,
  });

// Stands in for mf_marketplace/post-form, which the real site loads through Module Federation
// (the e2e journey edits a post with the real one): it submits the post with a new job.
function StubPostForm({ post: editing, onSubmit, onClose }: PostFormProps) {
  return (
    <button
      type="button"
      onClick={() => {
        void Promise.resolve(onSubmit({ ...editing!, job: 'Head Barista' })).then(onClose);
      }}
    >
      Save edited post
    </button>
  );
}
const postFormModule: PostFormModule = { PostForm: StubPostForm };

// The pages load on demand on the site; here they are loaded first and render at once.
beforeAll(() => preloadAllPages());
describe('/profile', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/findwork/advisersposts', { status: 200, body: [] });
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [post()] });
    api.answer('GET /api/savedSearches', { status: 200, body: [] });
    api.answer('GET /api/credentials', { status: 200, body: [] });
  });

  it('shows the details, the posts with their day chips, and no Subscribe for a worker', async () => {
    renderAppAt(App, '/profile', { user: testUser() });
    expect(screen.getByText('alex@example.com.au')).toBeInTheDocument();
    expect(screen.getByText('Looking for Work')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Barista' })).closest('article')!;
    expect(within(card).getByText(/Posted 1 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Monday: available')).toBeInTheDocument();
    expect(within(card).getByLabelText('Tuesday: not available')).toBeInTheDocument();
    expect(api.last('GET /api/findworker/workerposts')?.path).toContain('email=alex%40example.com.au');
  });

  it('offers an employer without a membership Subscribe, which opens the plans', async () => {
    const user = userEvent.setup();
    renderAppAt(App, '/profile', { user: testUser({ role: 'employer' }) });
    expect(screen.getByRole('heading', { name: 'Posts Jobs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership required' });

    // The provider's page opens in a new tab, made by the API for this user (the tab opens inside the click).
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api.answer('POST /api/payments/checkout', { status: 200, body: { url: 'https://checkout.example/cs_1' } });
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe: $50 a month' }));
    expect(await screen.findByRole('dialog', { name: 'Finish your payment' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab).toMatchObject({ opener: null, location: { href: 'https://checkout.example/cs_1' } });
    expect(api.last('POST /api/payments/checkout')?.body).toEqual({ plan: 'premium' });
    expect(api.last('POST /api/payments/checkout')?.headers.authorization).toBeTruthy();
    open.mockRestore();
  });

  it('says so when the payment page cannot be opened, and closes the empty tab', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAppAt(App, '/profile', { user: testUser({ role: 'employer' }) });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership required' });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api.answer('POST /api/payments/checkout', { status: 503, body: { message: 'down' } });
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe: $25 a month' }));
    expect(
      await within(dialog).findByText('The payment page could not be opened. Please try again.'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      '[shell] SHELL-013 opening the membership checkout failed',
      expect.anything(),
    );
    open.mockRestore();
  });

  it('goes to /change-password', async () => {
    const user = userEvent.setup();
    const { navigations } = renderAppAt(App, '/profile', { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(navigations).toEqual([{ to: '/change-password', replace: false }]);
  });

  it('uploads a new image, and the session (so the navbar avatar) has it at once', async () => {
    const user = userEvent.setup();
    api.answer('POST /api/register/updateProfilePicture', {
      status: 200,
      body: { profileImageUrl: '/api/uploads/new.png' },
    });
    const { platform } = renderAppAt(App, '/profile', { user: testUser() });
    expect(screen.getByRole('button', { name: 'Update Image' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Profile image'), PNG());
    await user.click(screen.getByRole('button', { name: 'Update Image' }));
    expect(await screen.findByText('Profile image uploaded successfully')).toBeInTheDocument();
    expect(platform.session.getState().user?.profileImage).toBe('/api/uploads/new.png');
  });

  it("says 'Error uploading profile image' when the upload fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.answer('POST /api/register/updateProfilePicture', { status: 500, body: { message: 'x' } });
    renderAppAt(App, '/profile', { user: testUser() });
    await user.upload(screen.getByLabelText('Profile image'), PNG());
    await user.click(screen.getByRole('button', { name: 'Update Image' }));
    expect(await screen.findByText('Error uploading profile image')).toBeInTheDocument();
  });

  it("deletes a post after 'Confirm Deletion', with the entity's own path and message", async () => {
    const user = userEvent.setup();
    let answer = () => {};
    api.answer('DELETE /api/findworker/delete', {
      status: 200,
      body: { message: 'ok' },
      after: new Promise<void>((resolve) => (answer = resolve)),
    });
    renderAppAt(App, '/profile', { user: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete Post: Barista' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [] });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // While it runs, the post's card says so, and its Delete Post cannot be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Post: Barista' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Delete Post: Barista' })).toHaveTextContent('Deleting...');
    answer();
    expect(await screen.findByText('Worker data deleted successfully')).toBeInTheDocument();
    expect(api.last('DELETE /api/findworker/delete')?.body).toEqual({ _id: post()._id });
    expect(await screen.findByText('You have not asked for a job yet.')).toBeInTheDocument();
  });

  it("says 'Error deleting adviser data' when a job post cannot be deleted", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.answer('GET /api/findwork/advisersposts', { status: 200, body: [post({ job: 'Chef' })] });
    api.answer('DELETE /api/findwork/delete', { status: 500, body: { message: 'x' } });
    renderAppAt(App, '/profile', { user: testUser({ role: 'both' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Post: Chef' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting adviser data')).toBeInTheDocument();
  });

  it("edits a post with the marketplace's form and saves it: 'Data updated successfully'", async () => {
    const user = userEvent.setup();
    api.answer('PUT /api/findworker/update', { status: 200, body: { message: 'ok' } });
    renderAppAt(App, '/profile', {
      user: testUser(),
      remoteModules: { 'mf_marketplace/post-form': postFormModule },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Post: Barista' }));
    await user.click(await screen.findByRole('button', { name: 'Save edited post' }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    expect(api.last('PUT /api/findworker/update')?.body).toMatchObject({ _id: post()._id, job: 'Head Barista' });
  });

  it("says 'Error updated the data' when saving fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.answer('PUT /api/findworker/update', { status: 500, body: { message: 'x' } });
    renderAppAt(App, '/profile', {
      user: testUser(),
      remoteModules: { 'mf_marketplace/post-form': postFormModule },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Post: Barista' }));
    await user.click(await screen.findByRole('button', { name: 'Save edited post' }));
    expect(await screen.findByText('Error updated the data')).toBeInTheDocument();
  });

  it('explains when the marketplace form cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAppAt(App, '/profile', { user: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Post: Barista' }));
    expect(
      await screen.findByText('Editing posts is not available right now. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
  });

  afterEach(() => jest.restoreAllMocks());
});
