import { createTestPlatform, testOwnPost, testUser } from '@fairgo/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '../../../test/paste-into';
import { PostForm } from '../post-form';
import { summariseDays } from '../availability-field';
import { EMAIL_MESSAGE, PHONE_MESSAGE, REASON_MESSAGE, TERMS_MESSAGE } from '../post-form-values';

function renderForm(props: Partial<Parameters<typeof PostForm>[0]> = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  const test = createTestPlatform({ user: testUser({ name: 'Ed Employer', phone: '0412345678' }) });
  render(<PostForm kind="job" open onClose={onClose} onSubmit={onSubmit} {...props} />, { wrapper: test.Harness });
  return { onSubmit, onClose, form: screen.getByRole('dialog') };
}

/** Fills what a new post needs but the terms: a role and a place. */
async function fillRoleAndPlace(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await pasteInto(user, form, /Role/, 'Barista');
  await pasteInto(user, form, /Location/, 'Newtown, New South Wales');
}

const terms = (form: HTMLElement) => within(form).getByRole('checkbox', { name: /terms and conditions/ });

describe('PostForm', () => {
  it('is prefilled from the session, with every day available and the terms unticked', () => {
    const { form } = renderForm();
    expect(within(form).getByRole('heading', { name: 'Post a job' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Contact name/)).toHaveValue('Ed Employer');
    expect(within(form).getByLabelText(/^Phone/)).toHaveValue('0412345678');
    expect(within(form).getByRole('button', { name: 'Sunday: available' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByTestId('days-summary')).toHaveTextContent('Needed: every day');
    expect(terms(form)).not.toBeChecked();
    expect(within(form).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('target', '_blank');
  });

  it('asks a job post for its business and pay, never a gender or years of experience', () => {
    const { form } = renderForm();
    expect(within(form).getByLabelText(/^Business name/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Pay an hour/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/Gender/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/Years of experience/)).not.toBeInTheDocument();
  });

  it('refuses to submit a new post until the terms box is ticked', async () => {
    const user = userEvent.setup();
    const { form, onSubmit } = renderForm({ kind: 'worker' });
    await fillRoleAndPlace(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getAllByText(TERMS_MESSAGE)[0]).toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(terms(form));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ termsAccepted: true });
  });

  it.each([
    ['a bad phone before a bad e-mail and unticked terms', { phone: '04 12', email: 'not an email' }, PHONE_MESSAGE],
    ['a bad e-mail before unticked terms', { email: 'not an email' }, EMAIL_MESSAGE],
  ])('alerts %s (product.md#validation order), and saves nothing', async (_case, changes, message) => {
    const user = userEvent.setup();
    const { form, onSubmit } = renderForm({ kind: 'worker', post: testOwnPost(changes) });
    // Edit mode ticks the terms; untick them so that every check is due.
    await user.click(terms(form));
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
    const { form, onSubmit, onClose } = renderForm({
      kind: 'worker',
      post: testOwnPost({ certificates: ['RSA', '  ', 'First Aid'] }),
    });
    expect(within(form).getByRole('heading', { name: 'Update the data' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      certificates: ['RSA', 'First Aid'],
      termsAccepted: true,
      gender: 'Female',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("leaves a worker's gender unchosen until they choose one", async () => {
    const user = userEvent.setup();
    const { form, onSubmit } = renderForm({ kind: 'worker' });
    expect(within(form).getByLabelText(/^Gender/)).toHaveValue('');
    await fillRoleAndPlace(user, form);
    await user.click(terms(form));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('gender');
  });

  it('says what a day tap does and sums the days up before submitting', async () => {
    const user = userEvent.setup();
    const { form } = renderForm({ kind: 'worker' });
    await user.click(within(form).getByRole('button', { name: 'Saturday: available' }));
    await user.click(within(form).getByRole('button', { name: 'Sunday: available' }));
    expect(within(form).getByRole('button', { name: 'Sunday: not available' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(form).getByTestId('days-summary')).toHaveTextContent('Available: Mon–Fri');
  });

  it('warns of a rate under the adult casual floor, and needs the reason the law allows to save it', async () => {
    const user = userEvent.setup();
    const { form, onSubmit } = renderForm();
    await user.type(within(form).getByLabelText(/^Business name/), 'Brunswick Bakehouse');
    await user.type(within(form).getByLabelText(/^Pay an hour/), '25');
    await fillRoleAndPlace(user, form);
    const warning = within(form).getByRole('status');
    expect(warning).toHaveTextContent('$25 an hour is under the adult casual minimum of $33.05 an hour');
    expect(warning).toHaveTextContent('Annual Wage Review 2025–26, from 1 July 2026');
    expect(within(warning).getByRole('link', { name: /pay calculator/ })).toHaveAttribute(
      'href',
      'https://calculate.fairwork.gov.au/',
    );
    await user.click(terms(form));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(REASON_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getByLabelText(/^Reason for a lower rate/), 'Junior rate (under 21)');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      businessName: 'Brunswick Bakehouse',
      pay: { kind: 'hour', cents: 2500 },
      payBelowFloorReason: 'junior',
    });
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('gender');
  });

  it('asks a new job post for its pay, in dollars', async () => {
    const user = userEvent.setup();
    const { form, onSubmit } = renderForm();
    await user.type(within(form).getByLabelText(/^Business name/), 'Brunswick Bakehouse');
    await fillRoleAndPlace(user, form);
    await user.click(terms(form));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Please state the pay.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Pay an hour/), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Enter the pay in dollars, like 34.50.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('summariseDays', () => {
  it.each([
    [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], 'Mon–Fri'],
    [['Saturday', 'Sunday'], 'Sat, Sun'],
    [['Monday', 'Wednesday', 'Friday', 'Saturday', 'Sunday'], 'Mon, Wed, Fri–Sun'],
    [[], 'no day'],
  ])('%j reads %s', (days, summary) => {
    const availability = Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => [
        day,
        days.includes(day),
      ]),
    );
    expect(summariseDays(availability as never)).toBe(summary);
  });
});
