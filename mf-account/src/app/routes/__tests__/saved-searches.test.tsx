import type { SavedSearch } from '@fairgo/shared/contract';
import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';
import { SEARCH_DELETED } from '../../../features/profile/api/use-saved-searches';
import { SEARCH_CHANGE_FAILED } from '../../../lib/failures';
import { NO_SAVED_SEARCHES } from '../../../features/profile/saved-searches';

const search = (changes: Partial<SavedSearch>): SavedSearch => ({
  _id: 's1',
  kind: 'job',
  filters: {},
  summary: 'Barista · Newtown',
  paused: false,
  emailDigest: true,
  createdOn: '2026-11-20T09:00:00.000Z',
  ...changes,
});

beforeAll(() => preloadAllPages());
// The profile lists the saved searches, with Pause/Resume, e-mails on or off, and Delete.
describe('/profile: saved searches', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/findwork/advisersposts', { status: 200, body: [] });
    api.answer('GET /api/findworker/workerposts', { status: 200, body: [] });
    api.answer('GET /api/credentials', { status: 200, body: [] });
    api.answer('GET /api/savedSearches', {
      status: 200,
      body: [
        search({ filters: { jobs: ['Barista'], locations: ['Newtown, New South Wales'], days: [], near: '' } }),
        search({
          _id: 's2',
          kind: 'task',
          filters: { keywords: 'garden', near: '', withinKm: null, minBudget: null, maxBudget: 100, remote: 'any' },
          summary: 'garden',
          paused: true,
          emailDigest: false,
        }),
      ],
    });
    api.answer('PATCH /api/savedSearches/s1', { status: 200, body: search({ paused: true }) });
    api.answer('PATCH /api/savedSearches/s2', { status: 200, body: search({ _id: 's2' }) });
    api.answer('DELETE /api/savedSearches/s1', { status: 200, body: { message: 'Saved search deleted.' } });
  });

  const item = async (name: string) => screen.findByRole('listitem', { name });

  it('opens each search as its page, with its filters', async () => {
    renderAppAt(App, '/profile', { user: testUser() });
    expect(within(await item('Jobs: Barista · Newtown')).getByRole('link', { name: 'Open search' })).toHaveAttribute(
      'href',
      '/find-work?role=Barista&location=Newtown%2C+New+South+Wales',
    );
    const garden = within(await item('Tasks: garden')).getByRole('link', { name: 'Open search' });
    expect(garden).toHaveAttribute('href', '/tasks/view/allTasks?keywords=garden&maxBudget=100');
    await userEvent.click(garden);
    await waitFor(() => expect(window.location.search).toBe('?keywords=garden&maxBudget=100'));
  });

  it('lists each search with its kind and state, and pauses, resumes and switches e-mails', async () => {
    renderAppAt(App, '/profile', { user: testUser() });
    const barista = await item('Jobs: Barista · Newtown');
    expect(within(barista).getByText('Saved 20 Nov 2026')).toBeInTheDocument();
    const garden = await item('Tasks: garden');
    expect(within(garden).getByText('Paused')).toBeInTheDocument();
    expect(within(garden).getByText('No emails')).toBeInTheDocument();

    await userEvent.click(within(barista).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.last('PATCH /api/savedSearches/s1')?.body).toEqual({ paused: true }));
    // One change at a time: the buttons wait while one is saved.
    await waitFor(() => expect(within(garden).getByRole('button', { name: 'Resume' })).toBeEnabled());
    await userEvent.click(within(garden).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(api.last('PATCH /api/savedSearches/s2')?.body).toEqual({ paused: false }));
    await waitFor(() => expect(within(garden).getByRole('button', { name: 'Turn emails on' })).toBeEnabled());
    await userEvent.click(within(garden).getByRole('button', { name: 'Turn emails on' }));
    await waitFor(() => expect(api.last('PATCH /api/savedSearches/s2')?.body).toEqual({ emailDigest: true }));
    // Each change reloads the list.
    await waitFor(() => expect(api.requestsTo('GET /api/savedSearches').length).toBeGreaterThanOrEqual(4));
  });

  it('deletes a search and says so; a failure says it could not be changed', async () => {
    renderAppAt(App, '/profile', { user: testUser() });
    await userEvent.click(within(await item('Jobs: Barista · Newtown')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SEARCH_DELETED)).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/savedSearches/s1')).toHaveLength(1);

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('PATCH /api/savedSearches/s1', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(within(await item('Jobs: Barista · Newtown')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(SEARCH_CHANGE_FAILED)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[account] ACCOUNT-014 changing a saved search failed', expect.anything());
    error.mockRestore();
  });

  it('says how to save one when there is none', async () => {
    api.answer('GET /api/savedSearches', { status: 200, body: [] });
    renderAppAt(App, '/profile', { user: testUser() });
    expect(await screen.findByText(NO_SAVED_SEARCHES)).toBeInTheDocument();
  });
});
