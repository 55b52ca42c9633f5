import { useSession } from '@fairgo/shared/platform';
import { QueryRoot } from '@fairgo/shared/queries';
import { PageFrame, Stack } from '@fairgo/shared/ui';
import { OwnPosts } from '../../features/profile/own-posts';
import { MyAnswers } from '../../features/profile/my-answers';
import { Resume } from '../../features/profile/resume';
import { YourData } from '../../features/profile/your-data';
import { Credentials } from '../../features/profile/credentials';
import { ProfileDetails } from '../../features/profile/profile-details';
import { ProfileImageForm } from '../../features/profile/profile-image-form';
import { SavedSearches } from '../../features/profile/saved-searches';

export const PROFILE_TITLE = 'Your Details';

/** The profile (product.md#account-pages): the user's details, image, own posts, and saved searches. Signed-in users only. */
export function ProfilePage() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <PageFrame title={PROFILE_TITLE}>
      <Stack gap={10}>
        <Stack direction={{ base: 'column', md: 'row' }} gap={8} align="start">
          <ProfileImageForm user={user} />
          <ProfileDetails user={user} />
        </Stack>
        <QueryRoot>
          <OwnPosts user={user} />
          {user.role !== 'employer' ? <MyAnswers user={user} /> : null}
          {user.role !== 'employer' ? <Resume user={user} /> : null}
          <SavedSearches user={user} />
          <Credentials user={user} />
          <YourData />
        </QueryRoot>
      </Stack>
    </PageFrame>
  );
}
