import { followEarlyLinks, shellIsStarting } from './platform/early-clicks';

// Clicks on the served page before the shell has started are the shell's to replay from now on.
shellIsStarting();
// The async boundary: shared modules are negotiated before anything uses them (architecture.md#runtime-composition).
// It starts in the task after the start file's, and goes in three steps, React DOM, the platform, then the
// bootstrap's own modules, each in a task of its own (4–10 ms unthrottled), not one of ~15 (Total blocking time:
// Lighthouse's estimate leaves every task under 10 ms out; docs/performance.md, "Start-up in tasks under 10 ms").
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
setTimeout(() => {
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('@fairgo/shared/platform'))
    .then(nextTask)
    .then(() => import('./bootstrap'))
    .catch((error: unknown) => {
      // No shared module can load before the boundary, so the failures table cannot either: this is its
      // `FAILURES.start`, written out (infra/build/__tests__/async-boundary.test.ts keeps the two the same).
      console.error('[shell] SHELL-008 the shell could not start', error);
      followEarlyLinks();
    });
});
