import { followEarlyLinks, shellIsStarting } from './platform/early-clicks';
import { FAILURES } from './platform/failures';

// Clicks on the served page before the shell has started are the shell's to replay from now on.
shellIsStarting();
// The async boundary: shared modules are negotiated before anything uses them (ARCHITECTURE §2.1).
import('./bootstrap').catch((error: unknown) => {
  console.error(`[shell] ${FAILURES.start}`, error);
  followEarlyLinks();
});
