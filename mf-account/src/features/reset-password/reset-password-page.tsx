import { PageFrame } from '@fairgo/shared/ui';

export const RESET_PASSWORD_TITLE = 'Set a new password';

export function ResetPasswordPage() {
  return <PageFrame title={RESET_PASSWORD_TITLE} intro="Choose a new password for your account." />;
}
