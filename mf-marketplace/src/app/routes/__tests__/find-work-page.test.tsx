import { LISTING_PAGE_SIZE } from '@fairgo/shared/rules';
import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app';
import { testListing } from '../../../test/listing';
import { ASK_FOR_JOB_SIGN_IN, FIND_WORK_EMPTY } from '../find-work-page';

describe('/find-work', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/askforjobcount', { status: 204 });
    api.answer('GET /api/findwork/advisers/total', { status: 200, body: { total: 1, atLeast: false } });
  });

  it('lists the job posts, with the spinner while they load', async () => {
    api.answer('GET /api/findwork/advisers', {
      status: 200,
      body: [testListing({ name: 'Harbour Cafe', job: 'Barista', phone: null, email: null })],
    });
    renderAppAt(App, '/find-work');
    expect(screen.getByText('Loading listings')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Harbour Cafe' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 job');
  });

  it('says there are more than it counts when a search matches over LISTING_TOTAL_CAP', async () => {
    api.answer('GET /api/findwork/advisers', { status: 200, body: [testListing()] });
    api.answer('GET /api/findwork/advisers/total', { status: 200, body: { total: 1000, atLeast: true } });
    renderAppAt(App, '/find-work');
    expect(await screen.findByText('Showing 1 of 1,000+ jobs')).toBeInTheDocument();
  });

  it('shows more listings after the last one shown, by its cursor, until a page is short', async () => {
    const first = Array.from({ length: LISTING_PAGE_SIZE }, (_, index) =>
      testListing({ _id: `job-${index}`, name: `Job ${index}`, cursor: `cursor-${index}` }),
    );
    api.answer('GET /api/findwork/advisers', { status: 200, body: first });
    renderAppAt(App, '/find-work');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LISTING_PAGE_SIZE), { timeout: 10_000 });
    expect(api.last('GET /api/findwork/advisers')?.path).not.toContain('after=');
    api.answer('GET /api/findwork/advisers', {
      status: 200,
      body: [testListing({ _id: 'job-last', name: 'Last job', cursor: 'cursor-last' })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show more listings' }));
    // The cards render as a transition, in slices: on a busy machine that takes more than a second.
    expect(await screen.findByRole('article', { name: 'Last job' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.last('GET /api/findwork/advisers')?.path).toContain(`after=cursor-${LISTING_PAGE_SIZE - 1}`);
    expect(screen.getAllByRole('article')).toHaveLength(LISTING_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Show more listings' })).toBeNull();
    // Twenty-five cards rendered in jsdom: seconds alone, far more on a busy machine.
  }, 60_000);

  it('shows the empty message after fetching an empty unfiltered list once more, and only once', async () => {
    api.answer('GET /api/findwork/advisers', { status: 200, body: [] });
    renderAppAt(App, '/find-work');
    expect(await screen.findByText(FIND_WORK_EMPTY)).toBeInTheDocument();
    // The second fetch follows the first empty answer; then no third comes.
    await waitFor(() => expect(api.requestsTo('GET /api/findwork/advisers')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requestsTo('GET /api/findwork/advisers')).toHaveLength(2);
  });

  it('filters by the chosen days, all of which must be available, with the spinner held 1 s', async () => {
    api.answer('GET /api/findwork/advisers', { status: 200, body: [testListing()] });
    renderAppAt(App, '/find-work');
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Monday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Friday' }));
    expect(screen.getByText('Loading listings')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('GET /api/findwork/advisers').at(-1)?.path).toContain('availability=Monday%2CFriday'),
    );
    expect(await screen.findByRole('article', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps the list and its place while a filter loads, then shows the new list', async () => {
    api.answer('GET /api/findwork/advisers', { status: 200, body: [testListing({ name: 'Harbour Cafe' })] });
    renderAppAt(App, '/find-work');
    await screen.findByRole('article', { name: 'Harbour Cafe' });
    let answer = () => {};
    api.answer('GET /api/findwork/advisers', {
      status: 200,
      body: [testListing({ _id: '8d3c2a1e-0000-4000-8000-000000000002', name: 'Fitzroy Bakery' })],
      after: new Promise<void>((resolve) => (answer = resolve)),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Monday' }));
    // The last list stays on screen, marked as updating, while the new one is on its way.
    expect(screen.getByText('Loading listings')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Harbour Cafe' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('GET /api/findwork/advisers').at(-1)?.path).toContain('availability=Monday'),
    );
    answer();
    expect(await screen.findByRole('article', { name: 'Fitzroy Bakery' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Harbour Cafe' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in before asking for a job, and counts the ask', async () => {
    api.answer('GET /api/findwork/advisers', { status: 200, body: [testListing()] });
    renderAppAt(App, '/find-work');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a job' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ASK_FOR_JOB_SIGN_IN)).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /api/askforjobcount')).toHaveLength(1));
  });

  it('opens the form for a signed-in worker and saves the post as a looking-for-work post', async () => {
    api.answer('GET /api/findwork/advisers', { status: 200, body: [testListing()] });
    api.answer('POST /api/findworker/submit', { status: 500, body: { message: 'Database down' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAppAt(App, '/find-work', { user: testUser({ role: 'worker' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a job' }));
    expect(await screen.findByRole('dialog', { name: 'Please fill the details' })).toBeInTheDocument();
  });
});
