import { usePlatform } from '@fairgo/shared/platform';
import { NotFound } from '@fairgo/shared/ui';

/** A path under a remote's prefix that the remote does not know. */
export function RemoteNotFound() {
  const { navigate } = usePlatform();
  return <NotFound goHome={() => navigate('/')} />;
}
