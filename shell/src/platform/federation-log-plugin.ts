import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FAILURES } from './failures';

/**
 * Names a remote that failed to load in the log, with a code (CONVENTIONS: errors). It returns no
 * fallback module, so the load rejects: single-spa then keeps the app in LOAD_ERROR, the shell shows
 * the fallback in the remote's own slot, and single-spa tries again on the next navigation.
 */
export const federationLogPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'fairgo-federation-log',
  errorLoadRemote({ id, lifecycle, error }) {
    console.error(`[shell] ${FAILURES.remoteLoad.code}: ${id} (${lifecycle})`, error);
    return undefined;
  },
});
