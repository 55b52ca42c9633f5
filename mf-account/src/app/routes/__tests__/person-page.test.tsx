import { fakeApiForEachTest, renderAppAt, testUser } from '@fairgo/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, preloadAllPages } from '../../app';
import { NO_BADGES } from '../../../features/people/people-texts';
import { PERSON_LOAD_FAILED } from '../../../lib/failures';

const PERSON = '77777777-7777-4777-8777-777777777777';
const REVIEW = '88888888-8888-4888-8888-888888888888';
const profile = {
  _id: PERSON,
  name: 'Tom Tasker',
  profileImage: null,
  memberSince: '2025-03-14',
  rating: { average: 4.5, count: 2 },
  completedTasks: 3,
  badges: [],
  reviews: [
    {
      _id: REVIEW,
      rating: 5,
      comment: 'Tidy and on time.',
      reviewer: { _id: 'r', name: 'Olivia Owner', profileImage: null },
      taskTitle: 'Hang mirrors',
      createdOn: '2026-11-20T09:00:00.000Z',
    },
  ],
};

beforeAll(() => preloadAllPages());
describe('/people/:userId', () => {
  const api = fakeApiForEachTest((api) => api.answer(`GET /api/people/${PERSON}`, { status: 200, body: profile }));

  it('shows name, member since, rating, completed tasks, badges and reviews, with Report', async () => {
    renderAppAt(App, `/people/${PERSON}`, { user: testUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tom Tasker' })).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025 · 3 completed tasks')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByText(NO_BADGES)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Reviews' })).toHaveTextContent('Tidy and on time.');
    expect(screen.getByRole('button', { name: 'Report this profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide review' })).not.toBeInTheDocument();
  });

  it('lets an admin hide a review, with a reason', async () => {
    api.answer(`POST /api/reports/hideReview/${REVIEW}`, { status: 200, body: { message: 'Review hidden.' } });
    renderAppAt(App, `/people/${PERSON}`, { user: testUser({ isAdmin: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide review' }));
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for hiding' }), 'Abusive');
    await userEvent.click(hide);
    await waitFor(() =>
      expect(api.last(`POST /api/reports/hideReview/${REVIEW}`)?.body).toEqual({ reason: 'Abusive' }),
    );
  });

  it('says so when the person is not found, and sends visitors to log in', async () => {
    api.answer(`GET /api/people/${PERSON}`, { status: 404, body: { message: 'No one has this id.' } });
    renderAppAt(App, `/people/${PERSON}`, { user: testUser() });
    expect(await screen.findByText(PERSON_LOAD_FAILED)).toBeInTheDocument();
    const { navigations } = renderAppAt(App, `/people/${PERSON}`);
    expect(navigations).toEqual([{ to: `/login?next=%2Fpeople%2F${PERSON}`, replace: true }]);
  });
});
