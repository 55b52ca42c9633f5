import type { RegistryEntry } from '@fairgo/shared/contract';
import { ownsPath } from '@fairgo/shared/page';
import type { PlatformContract } from '@fairgo/shared/platform';

// single-spa and the Module Federation runtime's API (register-remote-apps.ts) load when a remote is
// first needed: at once on a path a remote owns, on the first navigation to one elsewhere. The
// shell's own pages (`/`, how it works, terms) do without them (~7 KB gzipped off `/`);
// the browser fetches them into its cache at idle (webpackPrefetch), ready for the first click.
const loadRemoteApps = () =>
  import(/* webpackChunkName: "lazy-remote-apps", webpackPrefetch: true */ './register-remote-apps');

/** The platform's `loadRemoteModule`: a module another remote exposes, through the shell's runtime. */
export const loadExposedModule = async <T>(id: string): Promise<T> => (await loadRemoteApps()).loadExposedModule<T>(id);

/** Tries a failed remote again (the remote slot's Try again). */
export const retryRemote = async (entry: RegistryEntry) => (await loadRemoteApps()).retryRemote(entry);

/** Registers the released remotes and starts single-spa once the address is one a remote owns. */
export function routeRemotesWhenNeeded(entries: RegistryEntry[], platform: PlatformContract) {
  const needed = () => entries.some((entry) => ownsPath(entry, window.location.pathname));
  const start = () => {
    window.removeEventListener('popstate', startWhenNeeded);
    return loadRemoteApps().then(({ startRemoteApps }) => startRemoteApps(entries, platform));
  };
  // Until single-spa starts, `navigate` announces every move with a popstate event.
  const startWhenNeeded = () => {
    if (needed()) void start();
  };
  if (needed()) return start();
  window.addEventListener('popstate', startWhenNeeded);
  return Promise.resolve();
}
