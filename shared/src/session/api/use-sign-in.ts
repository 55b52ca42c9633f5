import type { PlatformContract } from '@fairgo/shared/platform';
import type { Failure } from '../../actions/log-failure';
import { useWrite } from '../../queries/use-write';

/**
 * Signs in through the platform's session, from the login page or over a page whose session ended:
 * `run(email, password)` answers whether it worked; a refusal's text (`SIGN_IN_SAID`, in the caller's
 * table) is its `failure`. Here rather than in the platform entry, which every page loads at start and
 * which stays without the query client.
 */
export function useSignIn(platform: PlatformContract, failure: Failure) {
  return useWrite({
    failure,
    write: (email: string, password: string) => platform.session.getState().signIn(email, password),
  });
}
