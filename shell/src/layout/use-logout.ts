import { usePlatform } from '@fairgo/shared/platform';

/**
 * Logout (product.md#navbar-and-footer): goes to / and clears the session. The page is left first: a remote still
 * mounted would otherwise see the session end and send the user to /login before single-spa
 * unmounts it. single-spa announces the finished route change with `single-spa:routing-event`.
 */
export function useLogout() {
  const { navigate, session } = usePlatform();
  return () => {
    const endSession = () => session.getState().logout();
    if (window.location.pathname === '/') return endSession();
    window.addEventListener('single-spa:routing-event', endSession, { once: true });
    navigate('/');
  };
}
