const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  // Provided for every app, loaded when a page first uses one (src/platform/design-system-entries.ts).
  onDemandShares: ['@fairgo/shared/ui/choices', '@fairgo/shared/ui/overlays', '@fairgo/shared/ui/popovers'],
});
