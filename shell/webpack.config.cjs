const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  // Provided for every app, loaded when a page first uses one (src/platform/design-system-entries.ts).
  onDemandShares: ['@fairgo/shared/choices', '@fairgo/shared/overlays', '@fairgo/shared/popovers'],
});
