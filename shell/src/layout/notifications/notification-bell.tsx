import { usePlatform } from '@fairgo/shared/platform';
import { Badge, Box, Button, IconButton, Stack, Text, dateTime } from '@fairgo/shared/ui';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotifications } from './use-notifications';

/**
 * A notification's link is labelled by where it leads: the spec's 'Go to Task' for a task, the
 * listing a saved search found, the profile a credential reminder points to, the releases page.
 */
export function goToLabel(url: string) {
  if (/^\/find-work(er)?\b/.test(url)) return 'Go to Listing';
  if (url.startsWith('/profile')) return 'View your profile';
  if (url.startsWith('/releases')) return 'View releases';
  return 'Go to Task';
}

/**
 * The notification bell (product.md#navbar-and-footer, product.md#states): an unread badge when there are unread ones; opening it
 * marks all read and shows a scrolling panel (about 72 units high) with each message, its
 * link (labelled by its target) and when it was made. Escape (focus back on the bell) or a tap elsewhere closes it; on a
 * phone the panel spans the screen under the navbar, wherever the bell sits in it.
 */
export function NotificationBell() {
  const { navigate } = usePlatform();
  const { signedIn, notifications, unread, markAllRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Escape hands focus back to the bell (the panel's buttons go with it); a tap elsewhere leaves it where it lands.
    const close = (event: PointerEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        bell.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const toggle = () => {
    if (!open) markAllRead();
    setOpen(!open);
  };

  return (
    <Box ref={root} position="relative">
      <IconButton
        ref={bell}
        variant="ghost"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Bell />
      </IconButton>
      {signedIn && unread > 0 ? (
        <Badge
          position="absolute"
          top="0"
          right="0"
          colorPalette="red"
          variant="solid"
          rounded="full"
          fontSize="2xs"
          minW="4"
          justifyContent="center"
          pointerEvents="none"
          aria-hidden
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
      {open ? (
        <Box
          id={panelId}
          role="region"
          aria-label="Notifications"
          position={{ base: 'fixed', sm: 'absolute' }}
          left={{ base: 2, sm: 'auto' }}
          right={{ base: 2, sm: 0 }}
          top={{ base: '4.5rem', sm: 'calc(100% + 0.5rem)' }}
          w={{ base: 'auto', sm: '22rem' }}
          maxH={{ base: 'min(18rem, calc(100dvh - 5rem))', sm: '72' }}
          overscrollBehavior="contain"
          overflowY="auto"
          bg="bg"
          borderWidth="1px"
          rounded="lg"
          shadow="lg"
          zIndex="popover"
          p={2}
        >
          {notifications.length === 0 ? (
            <Text p={3} color="fg.muted" fontSize="sm">
              No notifications yet.
            </Text>
          ) : (
            <Stack as="ul" gap={1} listStyleType="none">
              {notifications.map((notification) => (
                <Box as="li" key={notification._id} p={2} rounded="md" _hover={{ bg: 'bg.muted' }}>
                  <Text fontSize="sm">{notification.message}</Text>
                  <Stack direction="row" justify="space-between" align="center" mt={1}>
                    <Text fontSize="xs" color="fg.muted">
                      {dateTime(notification.createdOn)}
                    </Text>
                    {notification.actionURL ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="brand"
                        onClick={() => {
                          setOpen(false);
                          navigate(notification.actionURL!);
                        }}
                      >
                        {goToLabel(notification.actionURL)}
                      </Button>
                    ) : null}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
