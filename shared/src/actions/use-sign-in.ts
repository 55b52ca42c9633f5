import { signInFailure, type PlatformContract } from '@fairgo/shared/platform';
import type { FailureCode } from './log-failure';
import { useAction } from './use-action';

/**
 * Signs in through the platform's session, from the login page or over a page whose session ended:
 * `run(email, password)` answers whether it worked; a refusal's message (product.md#messages) is its `failure`.
 * Here rather than in the platform entry, which every page loads at start and which stays without
 * the actions module.
 */
export function useSignIn(platform: PlatformContract, log: FailureCode) {
  return useAction({
    log,
    run: (email: string, password: string) => platform.session.getState().signIn(email, password),
    failed: signInFailure,
  });
}
