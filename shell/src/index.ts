import { followEarlyLinks, shellIsStarting } from './platform/early-clicks';

// Clicks on the served page before the shell has started are the shell's to replay from now on.
shellIsStarting();
// The async boundary: shared modules are negotiated before anything uses them (architecture.md#runtime-composition). It
// starts in the next task, so a phone compiles and runs the shell's start file in one task and evaluates
// the bootstrap's modules in another, not both in one long one (Total blocking time).
setTimeout(() => {
  import('./bootstrap').catch((error: unknown) => {
    // No shared module can load before the boundary, so the failures table cannot either: this is its
    // `FAILURES.start`, written out (infra/build/__tests__/async-boundary.test.ts keeps the two the same).
    console.error('[shell] SHELL-008 the shell could not start', error);
    followEarlyLinks();
  });
});
