import { PageSpinner } from '@fairgo/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { REQUIRES_SESSION_ATTRIBUTE } from '@fairgo/shared/page';
import { signInPath, usePlatform, useSession } from '@fairgo/shared/platform';

/** Renders its children for a logged-in user; sends a logged-out visitor to /login (product.md#pages), to come back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { navigate } = usePlatform();
  const status = useSession((state) => state.status);

  useEffect(() => {
    if (status === 'loggedOut') navigate(signInPath(), { replace: true });
  }, [status, navigate]);

  // A session the server ended keeps its page, under the dialog that signs the person in again.
  if (status !== 'loggedIn' && status !== 'ended') {
    return (
      // The attribute tells the remote's prerender that this path is for signed-in users only.
      <PageSpinner label="Checking your session" {...{ [REQUIRES_SESSION_ATTRIBUTE]: true }} />
    );
  }
  return children;
}
