import { fakeApiForEachTest, renderAppAt, testOwnPost, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app';
import { testListing } from '../../../test/listing';
import { NO_AVAILABILITY_POST } from '../../../features/listings/interest/interest-dialog';
import { SIGN_IN_TO_ANSWER, WORKERS_ANSWER } from '../../../features/listings/interest/interest-button';
import { INTEREST_SENT } from '../../../features/listings/interest/api/use-answer-job';

// "I'm interested" on a job card of /find-work, through the page as a person uses it.
describe("/find-work: I'm interested", () => {
  const job = testListing({
    _id: '3f1b7a52-0000-4000-8000-0000000000b1',
    name: 'Robin Baker',
    businessName: 'Brunswick Bakehouse',
    job: 'Baker',
    pay: { kind: 'hour', cents: 3500 },
    phone: null,
    email: null,
  });
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/askforjobcount', { status: 204 });
    api.answer('GET /api/findwork/advisers/total', { status: 200, body: { total: 1, atLeast: false } });
    api.answer('GET /api/findwork/advisers', { status: 200, body: [job] });
  });
  const press = async () => {
    const card = await screen.findByRole('article', { name: 'Brunswick Bakehouse' });
    await userEvent.click(within(card).getByRole('button', { name: "I'm interested" }));
  };

  it('asks a visitor to sign in', async () => {
    renderAppAt(App, '/find-work');
    await press();
    expect(await screen.findByText(SIGN_IN_TO_ANSWER)).toBeInTheDocument();
  });

  it('tells an employer that only workers answer jobs', async () => {
    renderAppAt(App, '/find-work', { user: testUser({ role: 'employer' }) });
    await press();
    expect(await screen.findByText(WORKERS_ANSWER)).toBeInTheDocument();
  });

  it('sends a worker’s note with their availability post, and says the employer was told', async () => {
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [testOwnPost({ job: 'Baker' })] });
    api.answer(`POST /api/jobInterest/jobs/${job._id}`, {
      status: 201,
      body: {
        _id: 'a1',
        jobId: job._id,
        job: 'Baker',
        businessName: 'Brunswick Bakehouse',
        location: job.location,
        message: 'Early starts suit me.',
        createdOn: '2026-11-29T00:00:00.000Z',
        seen: false,
      },
    });
    renderAppAt(App, '/find-work', { user: testUser({ role: 'worker' }) });
    await press();
    const dialog = await screen.findByRole('dialog', { name: 'Tell Brunswick Bakehouse you are interested' });
    await screen.findByLabelText('Your availability post');
    await userEvent.type(within(dialog).getByLabelText(/A note to the employer/), 'Early starts suit me.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(INTEREST_SENT)).toBeInTheDocument();
    expect(api.last(`POST /api/jobInterest/jobs/${job._id}`)?.body).toEqual({
      message: 'Early starts suit me.',
      workerPostId: testOwnPost()._id,
    });
  });

  it('says why an answer was refused, keeping the note', async () => {
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [testOwnPost()] });
    api.answer(`POST /api/jobInterest/jobs/${job._id}`, {
      status: 409,
      body: { message: 'You have already told this employer you are interested in this job.' },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAppAt(App, '/find-work', { user: testUser({ role: 'both' }) });
    await press();
    const dialog = await screen.findByRole('dialog');
    await screen.findByLabelText('Your availability post');
    await userEvent.type(within(dialog).getByLabelText(/A note to the employer/), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('You have already told this employer you are interested in this job.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/A note to the employer/)).toHaveValue('Hello');
  });

  it('offers a worker without an availability post the "Ask for a job" form first', async () => {
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [] });
    renderAppAt(App, '/find-work', { user: testUser({ role: 'worker' }) });
    await press();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(NO_AVAILABILITY_POST)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for a job' }));
    expect(await screen.findByRole('dialog', { name: 'Please fill the details' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(`POST /api/jobInterest/jobs/${job._id}`)).toHaveLength(0));
  });
});
