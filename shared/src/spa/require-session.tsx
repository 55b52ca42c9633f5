import { PageSpinner } from '@fairgo/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { REQUIRES_SESSION_ATTRIBUTE } from '@fairgo/shared/page';
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
      // The attribute tells the remote's prerender that this path is for signed-in users only.
      <PageSpinner label="Checking your session" {...{ [REQUIRES_SESSION_ATTRIBUTE]: true }} />
    );
  }
  return children;
}
