import { PageFrame } from '@fairgo/shared/ui';

export const REGISTER_TITLE = 'Sign Up in Easy Steps';

export function RegisterPage() {
  return (
    <PageFrame
      title={REGISTER_TITLE}
      intro="Join FairGo to find casual work, find workers, or post a small paid task."
    />
  );
}
