import { createTestPlatform, fakeApiForEachTest } from '@fairgo/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage, NOT_AN_AGENCY } from '../landing-page';
import { NEWS_TICK_MS } from '../news-banner';
import { TESTIMONIAL_MS, TESTIMONIALS } from '../testimonials';
import { usersActiveNow } from '../users-active';

describe('the landing page', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/visitorcount', { status: 204 });
    api.answer('GET /api/news', {
      status: 200,
      body: [
        { description: 'Pickers wanted', location: 'Cairns, Queensland', takeUserTo: '/find-work' },
        { description: 'Baristas wanted', location: 'Fitzroy, Victoria', takeUserTo: '/find-worker' },
      ],
    });
    api.answer('GET /api/getNewUsersImages', {
      status: 200,
      body: { usersImages: [{ name: 'Casey Worker', profileImage: null }], totalUsers: 1234 },
    });
  });
  afterEach(() => jest.useRealTimers());

  const renderLanding = () => {
    const test = createTestPlatform();
    render(<LandingPage />, { wrapper: test.Harness });
    return test;
  };

  it('shows the hero halves, pricing, referral, contact and the statement, and counts the visit once', async () => {
    const { navigations } = renderLanding();
    expect(screen.getByRole('link', { name: /^Find Work Browse/ })).toHaveAttribute('href', '/find-work');
    expect(screen.getByRole('link', { name: /^Find Workers Find people/ })).toHaveAttribute('href', '/find-worker');
    expect(screen.getByRole('heading', { name: /\$25 a month/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /\$50 a month/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
    for (const plan of ['$25 a month', '$50 a month'])
      expect(screen.getByRole('link', { name: `Sign up for ${plan}` })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { name: 'Refer an employer, earn up to $50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message us' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByText(NOT_AN_AGENCY)).toBeInTheDocument();
    expect(await screen.findByText('Join 1,234 Australians already on FairGo')).toBeInTheDocument();
    expect(await screen.findByText(/users active now/)).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /api/visitorcount')).toHaveLength(1));

    await userEvent.click(await screen.findByRole('button', { name: 'Take a look' }));
    expect(navigations).toEqual([{ to: '/find-work', replace: false }]);
  });

  it('shows each news item for its 100 ticks of 70 ms (7 s), and cycles', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    renderLanding();
    expect(await screen.findByText('Pickers wanted')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(NEWS_TICK_MS * 99));
    expect(screen.getByText('Pickers wanted')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(NEWS_TICK_MS));
    expect(screen.getByText('Baristas wanted')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(NEWS_TICK_MS * 100));
    expect(screen.getByText('Pickers wanted')).toBeInTheDocument();
  });

  it('keeps the places of the news and the newest users while they load, and leaves them out when they cannot be read', async () => {
    api.answer('GET /api/news', { status: 500 });
    api.answer('GET /api/getNewUsersImages', { status: 500 });
    renderLanding();
    // As served (and painted) before the shell has started: each at its final size, with nothing in it.
    const news = screen.getByRole('region', { name: 'News' });
    expect(news).toHaveAttribute('aria-busy', 'true');
    expect(within(news).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'New on FairGo' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'News' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('group', { name: 'New on FairGo' })).not.toBeInTheDocument());
  });

  it('rotates the testimonials every 5 s, each rated 4 or 5', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    renderLanding();
    expect(TESTIMONIALS.every((t) => t.rating >= 4 && t.rating <= 5)).toBe(true);
    expect(screen.getByText(`“${TESTIMONIALS[0].text}”`)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(TESTIMONIAL_MS - 1));
    expect(screen.getByText(`“${TESTIMONIALS[0].text}”`)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(screen.getByText(`“${TESTIMONIALS[1].text}”`)).toBeInTheDocument());
    expect(screen.getByRole('img', { name: `Rated ${TESTIMONIALS[1].rating} out of 5` })).toBeInTheDocument();
  });

  it('makes the users-active figure from 50 to 200', () => {
    expect(usersActiveNow(() => 0)).toBe(50);
    expect(usersActiveNow(() => 0.999999)).toBe(200);
  });
});
