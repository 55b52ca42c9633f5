// The one public face of mf-admin: the single-spa lifecycles the shell mounts (`mf_admin/spa`).
import { createRemoteLifecycles } from '@fairgo/shared/spa';
import { App } from './app/app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('mf_admin', App);
