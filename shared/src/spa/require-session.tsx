import { Center, Spinner } from '@fairgo/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { usePlatform, useSession } from '@fairgo/shared/platform';

/** Renders its children for a logged-in user; sends a logged-out visitor to /login (spec §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { navigate } = usePlatform();
  const status = useSession((state) => state.status);

  useEffect(() => {
    if (status === 'loggedOut') navigate('/login', { replace: true });
  }, [status, navigate]);

  if (status !== 'loggedIn') {
    return (
      <Center py={16}>
        <Spinner size="lg" color="brand.500" aria-label="Checking your session" />
      </Center>
    );
  }
  return children;
}
