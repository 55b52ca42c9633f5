import type { Credential } from '@fairgo/shared/contract';
import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';
import { CREDENTIAL_ADDED } from '../../../features/profile/credential-form';

const credential = (changes: Partial<Credential>): Credential => ({
  _id: 'c1',
  type: 'policeCheck',
  number: 'NPC-1',
  state: 'National',
  expiresOn: '2027-06-30',
  status: 'pending',
  rejectReason: null,
  expired: false,
  hasDocument: false,
  createdOn: '2026-11-20T09:00:00.000Z',
  ...changes,
});

beforeAll(() => preloadAllPages());
// The profile's credentials, their states, and adding one with its document.
describe('/profile: credentials', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/findwork/advisersposts', { status: 200, body: [] });
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [] });
    api.answer('GET /api/savedSearches', { status: 200, body: [] });
    api.answer('GET /api/credentials', {
      status: 200,
      body: [
        credential({}),
        credential({ _id: 'c2', type: 'rsa', status: 'verified' }),
        credential({ _id: 'c3', type: 'whiteCard', status: 'rejected', rejectReason: 'The number is unreadable.' }),
        credential({ _id: 'c4', type: 'firstAid', status: 'verified', expired: true }),
      ],
    });
    api.answer('POST /api/credentials', { status: 201, body: credential({}) });
  });

  it('shows each with its state in words', async () => {
    renderAppAt(App, '/profile', { user: testUser() });
    expect(
      within(await screen.findByRole('listitem', { name: 'Police check' })).getByText('Waiting for review'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'RSA' })).getByText('Verified')).toBeInTheDocument();
    const rejected = screen.getByRole('listitem', { name: 'White Card' });
    expect(within(rejected).getByText('Not verified')).toBeInTheDocument();
    expect(within(rejected).getByText('The number is unreadable.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'First Aid' })).getByText('Expired')).toBeInTheDocument();
  });

  it("adds one with its document, and shows the server's reason when it refuses", async () => {
    renderAppAt(App, '/profile', { user: testUser() });
    const form = await screen.findByRole('form', { name: 'Add a credential' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Credential' }), 'policeCheck');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Number' }), 'NPC-123456');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Where it applies' }), 'National');
    const expires = within(form).getByLabelText(/^Expires on/);
    // The picker offers no day before today.
    expect(expires).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(new Date(expires.getAttribute('min')!).getTime()).toBeGreaterThan(Date.now() - 2 * 86_400_000);
    await userEvent.type(expires, '2027-06-30');
    const file = new File(['%PDF-1.4'], 'check.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(form).getByLabelText(/^Document \(optional\)/), file);

    api.answer('POST /api/credentials', {
      status: 400,
      body: { message: 'expiresOn: this credential has expired already.' },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(within(form).getByRole('button', { name: 'Add credential' }));
    // The server's refusal, in the form's own words.
    expect(await within(form).findByText('Expires on: this credential has expired already.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Number' })).toHaveValue('NPC-123456');
    error.mockRestore();

    api.answer('POST /api/credentials', { status: 201, body: credential({}) });
    await userEvent.click(within(form).getByRole('button', { name: 'Add credential' }));
    expect(await within(form).findByText(CREDENTIAL_ADDED)).toBeInTheDocument();
    const sent = api.last('POST /api/credentials')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(String(sent.body)).toContain('NPC-123456');
    expect(String(sent.body)).toContain('filename="check.pdf"');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Number' })).toHaveValue(''));
  });
});
