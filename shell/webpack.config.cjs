const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  kind: 'host',
  // Dialogs and menus load after the first paint (shell/src/layout/lazy-overlays.tsx).
  onDemandShares: ['@fairgo/shared/overlays'],
});
