import { request } from '@fairgo/shared/api';
import type { Notification } from '@fairgo/shared/contract';
import { logFailure } from '@fairgo/shared/actions';
import { useSession } from '@fairgo/shared/platform';
import { useCallback, useEffect, useState } from 'react';
import { FAILURES } from '../../platform/failures';

/** product.md#states, product.md#limits: notifications are fetched every 150 000 ms while signed in. */
export const NOTIFICATION_POLL_MS = 150_000;

/**
 * The signed-in user's notifications, fetched at sign-in and then every 150 s; nothing while
 * signed out. A failed fetch is logged as 'Error fetching notifications' and nothing else (product.md#messages).
 */
export function useNotifications() {
  const signedIn = useSession((state) => state.status === 'loggedIn');
  const [notifications, setNotifications] = useState<Notification[]>([]);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const fetchNow = () =>
      request('GET notifications').then(
        (list) => live && setNotifications(list),
        (error: unknown) => console.error('Error fetching notifications', error),
      );
    void fetchNow();
    const timer = setInterval(() => void fetchNow(), NOTIFICATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [signedIn]);

  /**
   * Opening the bell: everything shown counts as read (product.md#states) at once. If the server did not
   * take it, the failure is logged with its code and those shown unread before are unread again, as the
   * server still has them.
   */
  const markAllRead = useCallback(() => {
    let unreadBefore: ReadonlySet<string> = new Set();
    setNotifications((list) => {
      unreadBefore = new Set(list.filter((notification) => !notification.isRead).map(({ _id }) => _id));
      return list.map((notification) => ({ ...notification, isRead: true }));
    });
    request('GET markAllNotificationsRead').catch((error: unknown) => {
      logFailure(FAILURES.markNotificationsRead, error);
      setNotifications((list) =>
        list.map((notification) =>
          unreadBefore.has(notification._id) ? { ...notification, isRead: false } : notification,
        ),
      );
    });
  }, []);

  // After a logout the last user's list is kept in state but never shown.
  const shown = signedIn ? notifications : [];
  const unread = shown.filter((notification) => !notification.isRead).length;
  return { signedIn, notifications: shown, unread, markAllRead };
}
