import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import { CREDENTIALS_NO_ACCESS, NEEDS_REASON } from '../../features/credentials/credential-texts';

const ID = '77777777-7777-4777-8777-777777777777';
const credential = (changes: object = {}) => ({
  _id: ID,
  type: 'policeCheck',
  number: 'NPC-123456',
  state: 'National',
  expiresOn: '2027-06-30',
  status: 'pending',
  rejectReason: null,
  expired: false,
  hasDocument: false,
  createdOn: '2026-11-20T09:00:00.000Z',
  owner: { _id: 'u', name: 'Wendy Worker', email: 'worker@example.com.au' },
  ...changes,
});

// Admins verify or reject the credentials workers add.
describe('/credentials', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/credentials/review', { status: 200, body: [credential()] });
    api.answer(`POST /api/credentials/${ID}/verify`, { status: 200, body: { message: 'Credential verified.' } });
    api.answer(`POST /api/credentials/${ID}/reject`, { status: 200, body: { message: 'Credential rejected.' } });
  });

  it('is for administrators only', () => {
    renderAppAt(App, '/credentials', { user: testUser() });
    expect(screen.getByText(CREDENTIALS_NO_ACCESS)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/credentials/review')).toHaveLength(0);
  });

  it('verifies one, and rejects only with a reason the worker is told', async () => {
    renderAppAt(App, '/credentials', { user: testUser({ isAdmin: true }) });
    const item = await screen.findByRole('listitem', { name: 'Wendy Worker: Police check' });
    expect(item).toHaveTextContent('No. NPC-123456 · National · expires 30/06/2027');
    expect(item).toHaveTextContent('No document was sent.');

    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    expect(await within(item).findByText(NEEDS_REASON)).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/credentials/${ID}/reject`)).toHaveLength(0);
    await userEvent.type(within(item).getByRole('textbox', { name: 'Reason, if you reject it' }), 'Unreadable.');
    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.last(`POST /api/credentials/${ID}/reject`)?.body).toEqual({ reason: 'Unreadable.' }),
    );
    expect(await screen.findByText('Credential rejected.')).toBeInTheDocument();

    const again = await screen.findByRole('listitem', { name: 'Wendy Worker: Police check' });
    await userEvent.click(await within(again).findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Credential verified.')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/credentials/${ID}/verify`)).toHaveLength(1);
  });
});
