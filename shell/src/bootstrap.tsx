import { createPlatform, createSessionStore } from '@fairgo/shared/platform';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start as startSingleSpa } from 'single-spa';
import { ShellApp } from './app/shell-app';
import { navigate } from './platform/navigate';
import { loadRegistry } from './platform/registry';
import { registerRemoteApps } from './platform/register-remote-apps';
import { registryStore } from './platform/registry-store';

const session = createSessionStore();
const { contract, dialogs } = createPlatform({ session, navigate });
void session.getState().restore();

createRoot(document.getElementById('root')!, { identifierPrefix: 'shell-' }).render(
  <ShellApp platform={contract} dialogs={dialogs} />,
);

void loadRegistry().then((entries) => {
  // The remote slots must be in the DOM before single-spa mounts anything into them.
  flushSync(() => registryStore.getState().ready(entries));
  registerRemoteApps(entries, contract);
  startSingleSpa({ urlRerouteOnly: true });
});
