import { ownsPath, readServedFrames } from '@fairgo/shared/page';
import { createConcurrentRoot, createPlatform, createSessionStore, keepSessionTrue } from '@fairgo/shared/platform';
import { navigate } from './platform/navigate';
import { replayEarlyClicks } from './platform/early-clicks';
import { applyOverrides, readOverrides } from './platform/overrides';
import { healthReports, reportPageHealth } from './platform/health-reports';
import { prefetchRemotes } from './platform/prefetch';
import { loadRegistry } from './platform/registry';
import { loadExposedModule, routeRemotesWhenNeeded } from './platform/remote-routing';
import { registryStore } from './platform/registry-store';
import { remotesSettled } from './platform/remote-status-store';
import { rememberScrollPositions } from './platform/scroll-memory';
import { titlePagesByHeading } from './platform/page-titles';
import { FAILURES } from './platform/failures';

rememberScrollPositions();
titlePagesByHeading();
const session = createSessionStore();
const { contract, dialogs } = createPlatform({ session, navigate, loadRemoteModule: loadExposedModule });
keepSessionTrue(session, dialogs);
// Once the session is known, React's navbar is right; drop the pre-React hint (see index.html).
void session
  .getState()
  .restore()
  .finally(() => document.documentElement.classList.remove('fairgo-signed-in'));

// Start-up comes in pieces a phone runs as separate tasks, not one long one (Total blocking
// time): the platform above; then, once the browser has had a turn, the design system's modules; then the
// shell's pages' modules (in this chunk, evaluated on demand); then the design system; then React renders, in
// slices of its own.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();
const { getSystem } = await import('@fairgo/shared/ui');
await nextTask();
const [{ ShellApp }, { preloadShellPage }] = await Promise.all([
  import(/* webpackMode: "eager" */ './app/shell-app'),
  import(/* webpackMode: "eager" */ './app/shell-routes'),
]);
// The design system is made in a task of its own, not in the first render's (one unit of React's
// work that it cannot slice) nor in the modules' evaluation before it.
await nextTask();
getSystem();
await nextTask();

// Before React hydrates the served page: a shell page that loads on demand is loaded, so the same page
// adopts its prerendered HTML (a lazy one would not match it).
registryStore.setState({ servedFrames: readServedFrames(document) });
await preloadShellPage(window.location.pathname).catch((error: unknown) =>
  console.error(`[shell] ${FAILURES.pageAhead.code}`, error),
);
const rendered = createConcurrentRoot(document.getElementById('root')!, 'shell').render(
  <ShellApp platform={contract} dialogs={dialogs} />,
);
void rendered.then(() => replayEarlyClicks(navigate));

void loadRegistry().then(async (released) => {
  const { entries, applied } = applyOverrides(released, readOverrides(window.location, window.history, localStorage));
  // Hydration renders with the registry not read (as the page was prerendered); React renders the
  // shell again with it at once after.
  registryStore.getState().ready(entries, applied);
  // Single-spa mounts into the slots, in the shell's remote outlet: the shell must have hydrated first.
  await rendered;
  void routeRemotesWhenNeeded(entries, contract);
  const onThisPage = entries.filter((entry) => ownsPath(entry, window.location.pathname));
  prefetchRemotes(entries, { afterPage: remotesSettled(onThisPage.map((entry) => entry.name)) });
  reportPageHealth(healthReports, entries);
});
