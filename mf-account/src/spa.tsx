// The one public face of mf-account: the single-spa lifecycles the shell mounts (`mf_account/spa`).
import { createRemoteLifecycles } from '@fairgo/shared/spa';
import { App, preloadPage } from './app/app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('mf_account', App, preloadPage);
