import { IconButton } from '@fairgo/shared/ui';
import { Bell } from 'lucide-react';

/** The notification bell; its panel, badge and polling come with the notifications API. */
export function NotificationBell() {
  return (
    <IconButton variant="ghost" aria-label="Notifications">
      <Bell />
    </IconButton>
  );
}
