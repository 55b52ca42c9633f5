import type { Notification } from '@fairgo/shared/contract';
import { createTestPlatform, fakeApiForEachTest, testUser } from '@fairgo/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBell } from '../notification-bell';
import { NOTIFICATION_POLL_MS } from '../use-notifications';

const note = (changes: Partial<Notification>): Notification => ({
  _id: changes.message ?? 'n',
  message: 'Tom Tasker offered $150 on "Hang mirrors".',
  createdOn: '2026-11-22T09:00:00.000Z',
  isRead: false,
  ...changes,
});

describe('the notification bell (product.md#states)', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/notifications', {
      status: 200,
      body: [
        note({ message: 'New offer', actionURL: '/tasks/task/t1' }),
        note({ message: 'New question' }),
        note({ message: 'New job for your saved search', actionURL: '/find-work?listing=l1', isRead: true }),
        note({ message: 'Old news', isRead: true, actionURL: '/profile' }),
      ],
    });
    api.answer('GET /api/markAllNotificationsRead', { status: 200, body: { message: 'ok' } });
  });
  afterEach(() => jest.useRealTimers());

  const renderBell = (user = testUser()) => {
    const test = createTestPlatform({ user });
    render(<NotificationBell />, { wrapper: test.Harness });
    return test;
  };

  it('fetches at once and then every 150 000 ms while signed in', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const start = Date.now();
    renderBell();
    await waitFor(() => expect(api.requestsTo('GET /api/notifications')).toHaveLength(1));
    // waitFor moves the fake clock while it waits; the next fetch is due 150 000 ms after the first.
    await act(() => jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1 - (Date.now() - start)));
    expect(api.requestsTo('GET /api/notifications')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(api.requestsTo('GET /api/notifications')).toHaveLength(2));
    await act(() => jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    await waitFor(() => expect(api.requestsTo('GET /api/notifications')).toHaveLength(3));
  });

  it('never fetches for a visitor, and shows no badge', async () => {
    const test = createTestPlatform();
    render(<NotificationBell />, { wrapper: test.Harness });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requestsTo('GET /api/notifications')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('badges the unread count, marks all read on opening, and lists each with Go to Task', async () => {
    const { navigations } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByText('2')).toBeInTheDocument();
    await userEvent.click(bell);
    await waitFor(() => expect(api.requestsTo('GET /api/markAllNotificationsRead')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('2')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    // The date and the time it was made, in the viewer's zone.
    expect(within(panel).getAllByText(/^22 Nov 2026, \d{1,2}:00 [ap]m$/)).toHaveLength(4);
    expect(within(panel).getByRole('button', { name: 'Go to Listing' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'View your profile' })).toBeInTheDocument();
    const goTo = within(panel).getAllByRole('button', { name: 'Go to Task' });
    expect(goTo).toHaveLength(1);
    await userEvent.click(goTo[0]!);
    expect(navigations).toEqual([{ to: '/tasks/task/t1', replace: false }]);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('closes on a tap outside it and on Escape', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.pointer({ keys: '[TouchA]', target: document.body });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    // From inside the panel, Escape hands focus back to the bell, not to the page's body.
    const panel = screen.getByRole('region', { name: 'Notifications' });
    within(panel).getAllByRole('button')[0]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('keeps unread what the server did not mark read, logging the failure with its code', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /api/markAllNotificationsRead', { status: 503, body: { message: 'Try again' } });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[shell] SHELL-017 marking the notifications read failed', expect.anything()),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    error.mockRestore();
  });

  it("logs 'Error fetching notifications' when the fetch fails, and nothing else", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /api/notifications', { status: 500 });
    renderBell();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching notifications', expect.anything()));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    error.mockRestore();
  });
});
