// The same source as the composed site, built as one ordinary webpack app: no Module Federation,
// no registry, every remote imported directly (one chunk per remote, split by route as any SPA
// would). `npm run bench` measures it beside the composed site: the price of independent release.
// It mirrors shell/src/bootstrap.tsx, and registers the remotes with the shell's own registerApps,
// with direct imports in place of the federation runtime.
import type { RegistryEntry } from '@fairgo/shared/contract';
import { createConcurrentRoot, createPlatform, createSessionStore } from '@fairgo/shared/platform';
import account from '../../../../mf-account/package.json';
import admin from '../../../../mf-admin/package.json';
import marketplace from '../../../../mf-marketplace/package.json';
import tasks from '../../../../mf-tasks/package.json';
import { ShellApp } from '../../../../shell/src/app/shell-app';
import { preloadShellPage } from '../../../../shell/src/app/shell-routes';
import { navigate } from '../../../../shell/src/platform/navigate';
import { registerApps, startRouting } from '../../../../shell/src/platform/register-remote-apps';
import type { RemoteSpa } from '../../../../shell/src/platform/remote-contracts';
import { registryStore } from '../../../../shell/src/platform/registry-store';

type Remote = { pkg: { version: string; fairgo: { federationName: string; title: string; routes: string[] } } };

const REMOTES: (Remote & { load: () => Promise<RemoteSpa> })[] = [
  { pkg: marketplace, load: () => import('../../../../mf-marketplace/src/spa') },
  { pkg: tasks, load: () => import('../../../../mf-tasks/src/spa') },
  { pkg: account, load: () => import('../../../../mf-account/src/spa') },
  { pkg: admin, load: () => import('../../../../mf-admin/src/spa') },
];
const EXPOSED: Record<string, () => Promise<unknown>> = {
  'mf_marketplace/post-form': () => import('../../../../mf-marketplace/src/post-form'),
  'mf_marketplace/job-interest': () => import('../../../../mf-marketplace/src/job-interest'),
};

const entries: RegistryEntry[] = REMOTES.map(({ pkg }) => ({
  name: pkg.fairgo.federationName,
  title: pkg.fairgo.title,
  version: pkg.version,
  manifestUrl: '',
  routes: pkg.fairgo.routes,
}));

const session = createSessionStore();
const { contract, dialogs } = createPlatform({
  session,
  navigate,
  loadRemoteModule: <T,>(id: string) =>
    (EXPOSED[id]?.() ?? Promise.reject(new Error(`${id} is not built in`))) as Promise<T>,
});
void session
  .getState()
  .restore()
  .finally(() => document.documentElement.classList.remove('fairgo-signed-in'));

async function start() {
  await preloadShellPage(window.location.pathname);
  registryStore.getState().ready(entries);
  await createConcurrentRoot(document.getElementById('root')!, 'shell').render(
    <ShellApp platform={contract} dialogs={dialogs} />,
  );
  registerApps(entries, contract, (entry) =>
    REMOTES.find(({ pkg }) => pkg.fairgo.federationName === entry.name)!.load(),
  );
  startRouting();
}

void start();
