import { PageFrame } from '@fairgo/shared/ui';

export const PROFILE_TITLE = 'Your Details';

export function ProfilePage() {
  return <PageFrame title={PROFILE_TITLE} intro="Your account and the posts you have made." />;
}
