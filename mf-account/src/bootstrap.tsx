import { request } from '@fairgo/shared/api';
import { remoteEntryUrl } from '@fairgo/shared/page';
import { mountStandalone } from '@fairgo/shared/spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/app';

// Running alone, mf-account still edits posts with the marketplace's form: it finds the released
// mf-marketplace in the registry, as the shell would.
let registered: Promise<void> | undefined;
async function loadRemoteModule<T>(id: string): Promise<T> {
  registered ??= request('GET registry').then(({ remotes }) =>
    registerRemotes(
      remotes
        .filter((entry) => entry.name !== 'mf_account')
        .map((entry) => ({ name: entry.name, entry: remoteEntryUrl(entry.manifestUrl) })),
    ),
  );
  await registered;
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}

// Runs this remote alone, with a local platform contract (`npm run dev -w mf-account`).
mountStandalone('mf_account', App, document.getElementById('root')!, { loadRemoteModule });
