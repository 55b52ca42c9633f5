// What a remote needs to be a single-spa application of the FairGo shell.
export { createRemoteLifecycles, RemoteRoot, type RemoteProps } from './create-remote-lifecycles';
export { mountStandalone } from './mount-standalone';
export { RemoteNotFound } from './remote-not-found';
export { RequireSession } from './require-session';
