import { getNotifications, markAllNotificationsRead } from '@fairgo/shared/api/notifications';
import type { Notification } from '@fairgo/shared/contract';
import { useSession } from '@fairgo/shared/platform';
import { useCallback, useEffect, useState } from 'react';

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
      getNotifications().then(
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

  /** Opening the bell: everything shown counts as read (product.md#states). */
  const markAllRead = useCallback(() => {
    setNotifications((list) => list.map((notification) => ({ ...notification, isRead: true })));
    markAllNotificationsRead().catch((error: unknown) => console.error('Error marking notifications read', error));
  }, []);

  // After a logout the last user's list is kept in state but never shown.
  const shown = signedIn ? notifications : [];
  const unread = shown.filter((notification) => !notification.isRead).length;
  return { signedIn, notifications: shown, unread, markAllRead };
}
