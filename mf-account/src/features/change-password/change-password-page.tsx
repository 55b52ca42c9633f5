import { PageFrame } from '@fairgo/shared/ui';

export const CHANGE_PASSWORD_TITLE = 'Change password';

export function ChangePasswordPage() {
  return <PageFrame title={CHANGE_PASSWORD_TITLE} intro="Choose a new password of at least 8 characters." />;
}
