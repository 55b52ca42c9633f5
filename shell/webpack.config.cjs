const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  // Provided for every app, loaded when a page first uses one (src/platform/design-system-entries.ts); the
  // query client with the footer's newsletter signup, near the screen, or a remote's page that loads data.
  onDemandShares: [
    '@fairgo/shared/ui/choices',
    '@fairgo/shared/ui/overlays',
    '@fairgo/shared/ui/popovers',
    '@fairgo/shared/queries',
  ],
  // single-spa and the federation API (src/platform/remote-routing.ts): on demand on the shell's own pages,
  // preloaded by the host with the remote's files on a path a remote owns.
  remotePathGroups: ['lazy-remote-apps'],
});
