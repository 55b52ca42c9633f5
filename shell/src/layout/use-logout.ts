import { usePlatform } from '@fairgo/shared/platform';

/** Logout (spec §2): clears the session and goes to /. */
export function useLogout() {
  const { navigate, session } = usePlatform();
  return () => {
    session.getState().logout();
    navigate('/');
  };
}
