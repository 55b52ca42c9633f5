import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_FAILED } from '../../lib/failures';
import { FEEDBACK_SENT } from '../routes/feedback-page';
import { EMAIL_SENT, NO_ACCESS } from '../../features/feedback-list/feedback-texts';
import { App } from '../app';

const renderAt = (path: string, options?: Parameters<typeof renderAppAt>[2]) => renderAppAt(App, path, options);
const admin = testUser({ isAdmin: true, name: 'Ada Admin' });

describe('mf-admin', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/feedback', {
      status: 200,
      body: [
        {
          _id: '33333333-3333-4333-8333-333333333333',
          name: 'Liam Ryan',
          email: 'liam@example.com.au',
          phone: null,
          message: 'Please add Broome.',
          status: 'new',
          createdOn: '2026-11-21T09:00:00.000Z',
        },
      ],
    });
    api.answer('GET /api/feedback/otherInformation', {
      status: 200,
      body: { totalUsers: 64, totalWorkers: 30, totalEmployers: 20, totalBoth: 14, totalResetPasswords: 3 },
    });
  });

  describe('/feedback', () => {
    const fill = async (fields: Record<string, string>) => {
      for (const [label, value] of Object.entries(fields))
        await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
      await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    };

    it('sends name, email, optional phone and message, and thanks the sender', async () => {
      api.answer('POST /api/feedback', { status: 201, body: { message: FEEDBACK_SENT } });
      renderAt('/feedback');
      expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
      await fill({ Name: 'Liam', Email: 'liam@example.com.au', Message: 'Add Broome, please.' });
      expect(await screen.findByText(FEEDBACK_SENT)).toBeInTheDocument();
      expect(api.last('POST /api/feedback')?.body).toEqual({
        name: 'Liam',
        email: 'liam@example.com.au',
        message: 'Add Broome, please.',
      });
    });

    it('asks for the required fields before sending anything', async () => {
      renderAt('/feedback');
      await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
      expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
      expect(screen.getByText('Please write a message.')).toBeInTheDocument();
      expect(api.requestsTo('POST /api/feedback')).toHaveLength(0);
    });

    it('says the feedback failed and keeps it', async () => {
      api.answer('POST /api/feedback', { status: 429, body: { message: 'Too many' } });
      renderAt('/feedback');
      await fill({ Name: 'Liam', Email: 'liam@example.com.au', Phone: '0412 000 111', Message: 'Hello' });
      expect(await screen.findByText(FEEDBACK_FAILED)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
    });
  });

  describe('/feedbacklist', () => {
    it('tells a signed-in user who is not an admin they lack access, and asks the API nothing', () => {
      renderAt('/feedbacklist', { user: testUser() });
      expect(screen.getByRole('heading', { level: 1, name: 'All Feedback' })).toBeInTheDocument();
      expect(screen.getByText(NO_ACCESS)).toBeInTheDocument();
      expect(api.requestsTo('GET /api/feedback')).toHaveLength(0);
    });

    it.each(['/feedbacklist', '/reports', '/credentials', '/releases'])(
      'sends a visitor on %s to sign in, to come back, and asks the API nothing',
      (path) => {
        const { navigations } = renderAt(path, {});
        expect(navigations).toEqual([{ to: `/login?next=${encodeURIComponent(path)}`, replace: true }]);
        expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();
        expect(api.requests).toEqual([]);
      },
    );

    it('shows an admin the statistics and the feedback, and changes a status', async () => {
      api.answer('PUT /api/feedback/status', { status: 200, body: { message: 'ok' } });
      renderAt('/feedbacklist', { user: admin });
      const item = await screen.findByRole('listitem', { name: 'Feedback from Liam Ryan' });
      const stats: [string, string][] = [
        ['Users', '64'],
        ['Workers', '30'],
        ['Employers', '20'],
        ['Both', '14'],
        ['Password resets', '3'],
      ];
      for (const [label, value] of stats) expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
      await userEvent.selectOptions(within(item).getByRole('combobox'), 'Reviewed');
      await waitFor(() =>
        expect(api.last('PUT /api/feedback/status')?.body).toEqual({
          _id: '33333333-3333-4333-8333-333333333333',
          status: 'reviewed',
        }),
      );
      expect(within(item).getByText('reviewed')).toBeInTheDocument();
    });

    it('sends an email to all users once per composed message', async () => {
      api.answer('POST /api/feedback/sendEmail', { status: 200, body: { message: EMAIL_SENT, recipients: 64 } });
      renderAt('/feedbacklist', { user: admin });
      await userEvent.click(await screen.findByRole('button', { name: 'Send Email to All Users' }));
      await userEvent.type(screen.getByLabelText(/^Subject/), 'Summer');
      await userEvent.type(screen.getByLabelText(/^Message/), 'New suburbs are live.');
      await userEvent.click(screen.getByRole('button', { name: 'Send to everyone' }));
      expect(await screen.findByText(EMAIL_SENT)).toBeInTheDocument();
      expect(api.last('POST /api/feedback/sendEmail')?.body).toEqual({
        subject: 'Summer',
        body: 'New suburbs are live.',
        sendId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    });
  });
});
