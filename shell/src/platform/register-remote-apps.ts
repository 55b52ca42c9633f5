import type { RegistryEntry } from '@fairgo/shared/contract';
import { ownsPath, remoteEntryUrl } from '@fairgo/shared/page';
import type { PlatformContract } from '@fairgo/shared/platform';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  SKIP_BECAUSE_BROKEN,
  start,
  triggerAppChange,
  unloadApplication,
  type LifeCycles,
} from 'single-spa';
import { provideFederationCore } from './federation-core';
import { federationLogPlugin } from './federation-log-plugin';
import { healthReports } from './health-reports';
import { routingHasStarted } from './navigate';
import type { RemoteSpa, ShellCustomProps } from './remote-contracts';
import { remoteStatusStore } from './remote-status-store';
import { remoteSlot } from './slots';
import { FAILURES } from './failures';

const setStatus = remoteStatusStore.getState().set;

/** Remotes whose Try again is under way. */
const retrying = new Set<string>();

/** Whether the page was served with `<link rel="preload">`s of this remote's release (infra/hosting/src/pages). */
const servedWithPreloads = (entry: RegistryEntry) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) =>
    link.href.startsWith(new URL('.', entry.manifestUrl).href),
  );

/**
 * How the Module Federation runtime finds a release: by its `remoteEntry.js`, not its manifest. The
 * page already preloads the release's chunks (read from the manifest by the host), so the runtime
 * needs no snapshot of it, and the shell is built without the snapshot code (~5 KB gzipped on every
 * page; infra/build/create-app-config.cjs).
 */
const federationRemote = (entry: RegistryEntry) => ({ name: entry.name, entry: remoteEntryUrl(entry.manifestUrl) });

/** A remote's `./spa`, through the Module Federation runtime. */
async function loadFederatedSpa(entry: RegistryEntry): Promise<RemoteSpa> {
  const load = () => loadRemote<RemoteSpa>(`${entry.name}/spa`);
  const spa = await load()
    .catch((error: unknown) => {
      // A preload that failed (the remote was down as the page loaded) fails the next request of the
      // same URL once more in Chromium, even once the remote is back: Try again gets past it.
      if (!retrying.has(entry.name) || !servedWithPreloads(entry)) throw error;
      registerRemotes([federationRemote(entry)], { force: true });
      return load();
    })
    .finally(() => retrying.delete(entry.name));
  if (!spa) throw new Error(`${entry.name}/spa exposed no lifecycles`);
  return spa;
}

/** The platform's `loadRemoteModule`: a module another remote exposes, through the shell's runtime. */
export async function loadExposedModule<T>(id: string): Promise<T> {
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}

/**
 * Registers each app with single-spa (architecture.md#runtime-composition), handing it the platform contract and the
 * slot it renders into, and keeping its status (loading, mounted, failed) for the slot to show.
 * `load` fetches its lifecycles: through Module Federation here, directly in the bench's monolith.
 */
export function registerApps(
  entries: RegistryEntry[],
  platform: PlatformContract,
  load: (entry: RegistryEntry) => Promise<RemoteSpa>,
) {
  for (const entry of entries) {
    registerApplication<ShellCustomProps>({
      name: entry.name,
      app: async (): Promise<LifeCycles<ShellCustomProps>> => {
        setStatus(entry.name, { state: 'loading' });
        healthReports.loading(entry);
        const spa = await load(entry);
        const mounted = async () => {
          setStatus(entry.name, { state: 'mounted' });
          healthReports.loaded(entry, false);
        };
        return { bootstrap: spa.bootstrap, mount: [spa.mount, mounted].flat(), unmount: spa.unmount };
      },
      activeWhen: (location) => ownsPath(entry, location.pathname),
      customProps: {
        platform: { ...platform, reportRenderError: () => healthReports.renderError(entry) },
        domElementGetter: () => remoteSlot(entry.name),
      },
    });
  }

  addErrorHandler((error) => {
    console.error(`[shell] ${FAILURES.remoteLifecycle.code}: ${error.appOrParcelName}`, error);
    setStatus(error.appOrParcelName, { state: 'failed', error });
    const entry = entries.find((candidate) => candidate.name === error.appOrParcelName);
    if (entry) healthReports.loaded(entry, true);
  });
}

/**
 * Starts single-spa with the apps registered: it routes by the address from now on, patching the
 * History API so every change is announced (urlRerouteOnly: only real address changes reroute).
 */
export function startRouting() {
  start({ urlRerouteOnly: true });
  routingHasStarted();
}

/** Registers each released remote with the Module Federation runtime and with single-spa, and starts routing. */
export function startRemoteApps(entries: RegistryEntry[], platform: PlatformContract) {
  provideFederationCore();
  registerPlugins([federationLogPlugin()]);
  registerRemotes(entries.map(federationRemote));
  registerApps(entries, platform, loadFederatedSpa);
  startRouting();
}

/**
 * Tries a failed remote again: the Module Federation runtime forgets what it cached for it, and
 * single-spa unloads the app, so it is fetched and mounted anew at once (single-spa would otherwise
 * retry a LOAD_ERROR only on a navigation at least 200 ms after the failure).
 */
export async function retryRemote(entry: RegistryEntry) {
  retrying.add(entry.name);
  setStatus(entry.name, { state: 'loading' });
  registerRemotes([federationRemote(entry)], { force: true });
  const status = getAppStatus(entry.name);
  if (status === LOAD_ERROR || status === SKIP_BECAUSE_BROKEN) await unloadApplication(entry.name);
  else await triggerAppChange();
}
