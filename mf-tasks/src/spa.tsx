// The one public face of mf-tasks: the single-spa lifecycles the shell mounts (`mf_tasks/spa`).
import { createRemoteLifecycles } from '@fairgo/shared/spa';
import { App } from './app/app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('mf_tasks', App);
