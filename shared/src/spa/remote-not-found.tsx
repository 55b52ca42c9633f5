import { usePlatform } from '../platform/react';
import { NotFound } from '../ui/not-found';

/** A path under a remote's prefix that the remote does not know. */
export function RemoteNotFound() {
  const { navigate } = usePlatform();
  return <NotFound goHome={() => navigate('/')} />;
}
