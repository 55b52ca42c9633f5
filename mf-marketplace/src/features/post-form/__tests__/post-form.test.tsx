import { createTestPlatform, testOwnPost, testUser } from '@fairgo/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostForm } from '../post-form';
import { EMAIL_MESSAGE, PHONE_MESSAGE } from '../post-form-values';

function renderForm(props: Partial<Parameters<typeof PostForm>[0]> = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  const test = createTestPlatform({ user: testUser({ name: 'Ed Employer', phone: '0412345678' }) });
  render(<PostForm kind="job" open onClose={onClose} onSubmit={onSubmit} {...props} />, { wrapper: test.Harness });
  return { onSubmit, onClose, form: screen.getByRole('dialog') };
}

describe('PostForm', () => {
  it('is prefilled from the session, with every day available and the terms unticked', () => {
    const { form } = renderForm();
    expect(within(form).getByRole('heading', { name: 'Post a job' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ed Employer');
    expect(within(form).getByLabelText(/^Phone/)).toHaveValue('0412345678');
    expect(within(form).getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    expect(within(form).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['a bad phone before a bad e-mail and unticked terms', { phone: '04 12', email: 'not an email' }, PHONE_MESSAGE],
    ['a bad e-mail before unticked terms', { email: 'not an email' }, EMAIL_MESSAGE],
  ])('alerts %s (spec §5 order), and saves nothing', async (_case, changes, message) => {
    const user = userEvent.setup();
    const { form, onSubmit } = renderForm({ post: testOwnPost(changes) });
    // Edit mode ticks the terms; untick them so that every check is due.
    await user.click(within(form).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    // The alert above the fields names the first failure.
    await waitFor(() =>
      expect(within(form).getAllByText(/^(Please enter a (valid|phone)|You must accept)/)[0]).toHaveTextContent(
        message,
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands its parent the cleaned fields and closes, in edit mode with the terms ticked', async () => {
    const user = userEvent.setup();
    const { form, onSubmit, onClose } = renderForm({ post: testOwnPost({ certificates: ['RSA', '  ', 'First Aid'] }) });
    expect(within(form).getByRole('heading', { name: 'Update the data' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ certificates: ['RSA', 'First Aid'], termsAccepted: true });
    expect(onClose).toHaveBeenCalled();
  });
});
