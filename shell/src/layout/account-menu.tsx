import { usePlatform, useSession } from '@fairgo/shared/platform';
import { Menu } from '@fairgo/shared/ui/overlays';
import { PersonAvatar, Portal } from '@fairgo/shared/ui';
import { UserRound } from 'lucide-react';
import { useLogout } from './use-logout';

/**
 * The signed-in user's avatar (image or icon) with Profile and Logout (product.md#navbar-and-footer), their public profile
 * as others see it, and for administrators the two admin pages.
 */
export function AccountMenu() {
  const { navigate } = usePlatform();
  const user = useSession((state) => state.user);
  const logout = useLogout();

  return (
    <Menu.Root>
      <Menu.Trigger aria-label="Account menu" rounded="full" cursor="pointer">
        <PersonAvatar
          person={{ name: user?.name ?? '', profileImage: user?.profileImage ?? null }}
          size="sm"
          palette="brand"
          fallback={<UserRound size={18} />}
        />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile" onSelect={() => navigate('/profile')}>
              Profile
            </Menu.Item>
            {user?._id ? (
              <Menu.Item value="public-profile" onSelect={() => navigate(`/people/${user._id}`)}>
                Public profile
              </Menu.Item>
            ) : null}
            {user?.isAdmin ? (
              <>
                <Menu.Item value="reports" onSelect={() => navigate('/reports')}>
                  Reports
                </Menu.Item>
                <Menu.Item value="credentials" onSelect={() => navigate('/credentials')}>
                  Credentials
                </Menu.Item>
                <Menu.Item value="feedbacklist" onSelect={() => navigate('/feedbacklist')}>
                  All Feedback
                </Menu.Item>
                <Menu.Item value="releases" onSelect={() => navigate('/releases')}>
                  Releases
                </Menu.Item>
              </>
            ) : null}
            <Menu.Item value="logout" onSelect={logout}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
