// The one public face of mf-marketplace: the single-spa lifecycles the shell mounts (`mf_marketplace/spa`).
import { createRemoteLifecycles } from '@fairgo/shared/spa';
import { App } from './app/app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('mf_marketplace', App);
