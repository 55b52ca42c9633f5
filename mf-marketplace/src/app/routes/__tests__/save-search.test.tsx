import { SEARCH_SAVED, SIGN_IN_TO_SAVE } from '@fairgo/shared/filters';
import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app';
import { testListing } from '../../../test/listing';

const LISTING_ID = '0b7c1c8e-5b4a-4c53-9a53-6f1f2f0d9c11';

// 'Save this search' keeps the page's filters; an alert's link shows its listing first.
describe('saved searches on /find-work and /find-worker', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/findwork/advisers', { status: 200, body: [testListing()] });
    api.answer('GET /api/findworker/workers', { status: 200, body: [testListing()] });
    api.answer('POST /api/savedSearches', { status: 201, body: {} });
  });

  it('asks a visitor to sign in first, and saves nothing', async () => {
    renderAppAt(App, '/find-work');
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(within(await screen.findByRole('dialog')).getByText(SIGN_IN_TO_SAVE)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/savedSearches')).toHaveLength(0);
  });

  it('saves the filters as chosen, without the sort, and shows the way to the profile', async () => {
    const { navigations } = renderAppAt(App, '/find-work', { user: testUser() });
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Saturday' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay at least' }), '$40 an hour');
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(api.last('POST /api/savedSearches')?.body).toEqual({
        kind: 'job',
        filters: {
          jobs: [],
          days: ['Saturday'],
          locations: [],
          certificates: [],
          verified: [],
          near: '',
          withinKm: null,
          minPay: 40,
        },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SEARCH_SAVED)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manage saved searches' }));
    expect(navigations.at(-1)).toEqual({ to: '/profile', replace: false });
  });

  it("shows the server's reason when it refuses", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('POST /api/savedSearches', { status: 409, body: { message: 'You have already saved this search.' } });
    renderAppAt(App, '/find-worker', { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText('You have already saved this search.')).toBeInTheDocument();
    expect(api.last('POST /api/savedSearches')?.body).toMatchObject({ kind: 'worker' });
    error.mockRestore();
  });

  it("asks for an alert's listing first and marks it", async () => {
    api.answer('GET /api/findwork/advisers', {
      status: 200,
      body: [testListing({ _id: LISTING_ID, name: 'Harbour Cafe' }), testListing({ _id: 'other', name: 'Other' })],
    });
    renderAppAt(App, `/find-work?listing=${LISTING_ID}`);
    const card = await screen.findByRole('article', { name: 'Harbour Cafe' });
    expect(within(card).getByText('New for your saved search')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Other' })).queryByText('New for your saved search')).toBeNull();
    expect(api.last('GET /api/findwork/advisers')?.path).toContain(`listing=${LISTING_ID}`);
  });
});
