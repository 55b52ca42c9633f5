import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import { testTaskSummary } from '../../test/task';
import { NO_TASKS_FOUND } from '../../features/task-list/task-filters';
import { BAD_AMOUNT, MAX_BELOW_MIN } from '../../features/task-list/task-search-bar';

const lastQuery = (api: ReturnType<typeof fakeApiForEachTest>) =>
  new URL(`http://x${api.last('GET /api/tasks/getAllTasks')!.path}`).searchParams;

// All Tasks' search (words, suburb and distance, budget range, remote) and saving it.
describe('All Tasks: the search', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/tasks/getAllTasks', { status: 200, body: [testTaskSummary()] });
    api.answer('GET /api/postTaskCount', { status: 204 });
    api.answer('POST /api/savedSearches', { status: 201, body: {} });
  });

  it('applies the filters on Search, saves the applied ones, and clears them on Reset', async () => {
    renderAppAt(App, '/tasks/view/allTasks', { user: testUser() });
    await screen.findByRole('article');
    expect([...lastQuery(api).keys()]).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Keywords' }), 'wardrobe');
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget from ($)' }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget up to ($)' }), '$200');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Where' }), 'inPerson');
    api.answer('GET /api/tasks/getAllTasks', { status: 200, body: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(api))).toEqual({
        keywords: 'wardrobe',
        minBudget: '50',
        maxBudget: '200',
        remote: 'inPerson',
      }),
    );
    expect(await screen.findByText(NO_TASKS_FOUND)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(api.last('POST /api/savedSearches')?.body).toEqual({
        kind: 'task',
        filters: { keywords: 'wardrobe', near: '', withinKm: null, minBudget: 50, maxBudget: 200, remote: 'inPerson' },
      }),
    );
    await screen.findByRole('button', { name: 'Manage saved searches' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // The unfiltered list is back (from the cache, as it was fetched moments ago).
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('');
  });

  it('refuses an amount that is not one, or a maximum under the minimum, keeping what was typed', async () => {
    renderAppAt(App, '/tasks/view/allTasks', { user: testUser() });
    await screen.findByRole('article');
    const calls = api.requestsTo('GET /api/tasks/getAllTasks').length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget from ($)' }), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(BAD_AMOUNT)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Budget from ($)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget from ($)' }), '90');
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget up to ($)' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MAX_BELOW_MIN)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Budget up to ($)' })).toHaveValue('10');
    expect(api.requestsTo('GET /api/tasks/getAllTasks')).toHaveLength(calls);
  });

  it('keeps the applied filters in the address, so a reload or a shared link shows the same search', async () => {
    renderAppAt(App, '/tasks/view/allTasks', { user: testUser() });
    await screen.findByRole('article');
    await userEvent.type(screen.getByRole('textbox', { name: 'Keywords' }), 'garden');
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget up to ($)' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?keywords=garden&maxBudget=100'));
    const address = `${window.location.pathname}${window.location.search}`;
    cleanup();

    renderAppAt(App, address, { user: testUser() });
    expect(await screen.findByRole('textbox', { name: 'Keywords' })).toHaveValue('garden');
    expect(screen.getByRole('textbox', { name: 'Budget up to ($)' })).toHaveValue('100');
    await waitFor(() => expect(Object.fromEntries(lastQuery(api))).toEqual({ keywords: 'garden', maxBudget: '100' }));
  });

  it('shows no search on the other lists', async () => {
    api.answer('GET /api/tasks/getUsersTasks', { status: 200, body: [] });
    renderAppAt(App, '/tasks/view/postedTasks', { user: testUser() });
    await screen.findByText(/You have not posted any tasks yet/);
    expect(screen.queryByRole('form', { name: 'Search tasks' })).not.toBeInTheDocument();
  });
});
