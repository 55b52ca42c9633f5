import { PageFrame } from '@fairgo/shared/ui';

export const LOGIN_TITLE = 'Log in to FairGo';

export function LoginPage() {
  return (
    <PageFrame title={LOGIN_TITLE} intro="Welcome back. Log in with the e-mail and password you registered with." />
  );
}
