import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import {
  NO_STANDING_CANCELLATIONS,
  RECONCILIATION_AGREES,
  REPORTS_NO_ACCESS,
} from '../../features/reports/report-texts';

const REPORT = '99999999-9999-4999-8999-999999999999';
const report = (changes: object = {}) => ({
  _id: REPORT,
  subject: 'task',
  subjectId: '11111111-1111-4111-8111-111111111111',
  excerpt: 'Cash only job',
  link: '/tasks/task/11111111-1111-4111-8111-111111111111',
  reportedUser: { _id: 'u', name: 'Olivia Owner', email: 'olivia@example.com.au' },
  reporter: { name: 'Tom Tasker', email: 'tom@example.com.au' },
  reason: 'Scam or fraud',
  note: 'Cash only.',
  status: 'open',
  createdOn: '2026-11-20T09:00:00.000Z',
  history: [],
  ...changes,
});

describe('/reports', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/reports', { status: 200, body: { reports: [report()], standingCancellations: [] } });
    api.answer('GET /api/payments/reconciliation', {
      status: 200,
      body: { checked: { tasks: 3, memberships: 2 }, gaps: [] },
    });
  });

  it('is for administrators only', () => {
    renderAppAt(App, '/reports', { user: testUser() });
    expect(screen.getByText(REPORTS_NO_ACCESS)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/reports')).toHaveLength(0);
  });

  it('lists open reports with the content quoted and the user’s history, and hides one after a confirmation with a reason', async () => {
    api.answer('GET /api/reports', {
      status: 200,
      body: {
        reports: [
          report({
            history: [
              {
                status: 'dismissed',
                reason: 'Not a scam.',
                resolvedOn: '2026-11-01T09:00:00.000Z',
                resolvedBy: 'Ada Admin',
              },
            ],
          }),
        ],
        standingCancellations: [],
      },
    });
    api.answer(`POST /api/reports/${REPORT}/hide`, { status: 200, body: { message: 'Report hidden.' } });
    renderAppAt(App, '/reports', { user: testUser({ isAdmin: true }) });
    const item = await screen.findByRole('listitem', { name: 'Report of a task' });
    expect(item).toHaveTextContent('Cash only job');
    expect(item).toHaveTextContent('Scam or fraud');
    expect(item).toHaveTextContent('Note: Cash only.');
    expect(within(item).getByRole('list', { name: 'Earlier reports of Olivia Owner' })).toHaveTextContent(
      'Dismissed on 1 Nov 2026 by Ada Admin: Not a scam.',
    );
    expect(screen.getByText(NO_STANDING_CANCELLATIONS)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Hide content' }));
    // Nothing happens before the admin confirms, with a reason.
    expect(api.requestsTo(`POST /api/reports/${REPORT}/hide`)).toHaveLength(0);
    const confirm = within(item).getByRole('button', { name: 'Confirm: hide content' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(item).getByRole('textbox', { name: /Reason/ }), 'Asks for cash.');
    api.answer('GET /api/reports', { status: 200, body: { reports: [], standingCancellations: [] } });
    await userEvent.click(confirm);
    // The request leaves after the click's handlers have run: its answer is the sign it was sent.
    expect(await screen.findByText('The content is hidden.')).toBeInTheDocument();
    expect(api.last(`POST /api/reports/${REPORT}/hide`)?.body).toEqual({ reason: 'Asks for cash.' });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Report of a task' })).not.toBeInTheDocument());
  });

  it('offers no Hide on a profile, and shows the server’s reason when an action is refused', async () => {
    api.answer('GET /api/reports', {
      status: 200,
      body: {
        reports: [report({ subject: 'profile', excerpt: 'Ada Admin' })],
        standingCancellations: [
          {
            taskId: 't',
            taskTitle: 'Move a couch',
            requestedBy: 'Olivia Owner',
            otherSide: 'Tom Tasker',
            reason: 'Plans changed.',
            createdOn: '2026-11-20T09:00:00.000Z',
          },
        ],
      },
    });
    api.answer(`POST /api/reports/${REPORT}/suspend`, {
      status: 409,
      body: { message: 'An administrator cannot be suspended from here.' },
    });
    renderAppAt(App, '/reports', { user: testUser({ isAdmin: true }) });
    const item = await screen.findByRole('listitem', { name: 'Report of a profile' });
    expect(within(item).queryByRole('button', { name: 'Hide content' })).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Suspend user' }));
    await userEvent.type(within(item).getByRole('textbox', { name: /Reason/ }), 'Fake profile.');
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm: suspend user' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('An administrator cannot be suspended from here.');
    expect(screen.getByRole('list', { name: 'Unanswered cancellation requests' })).toHaveTextContent(
      'Olivia Owner asked Tom Tasker to cancel',
    );
  });

  it('compares the ledger with the payment provider, and lists each payment on which they disagree', async () => {
    renderAppAt(App, '/reports', { user: testUser({ isAdmin: true }) });
    expect(await screen.findByText(RECONCILIATION_AGREES)).toBeInTheDocument();
    expect(screen.getByText('Compared 3 task payments and 2 membership checkouts.')).toBeInTheDocument();
  });

  it('shows what the ledger and the provider each say of a payment that disagrees', async () => {
    api.answer('GET /api/payments/reconciliation', {
      status: 200,
      body: {
        checked: { tasks: 1, memberships: 0 },
        gaps: [
          { kind: 'task', id: 't1', title: 'Move a couch', ledger: 'task accepted, hold held', provider: 'captured' },
        ],
      },
    });
    renderAppAt(App, '/reports', { user: testUser({ isAdmin: true }) });
    const gaps = await screen.findByRole('list', { name: 'Payments that disagree' });
    expect(gaps).toHaveTextContent('Move a couch');
    expect(gaps).toHaveTextContent('Ledger: task accepted, hold held. Provider: captured.');
  });
});
