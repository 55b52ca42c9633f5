const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: { './spa': './src/spa.tsx' },
  // Standalone, the profile page loads mf_marketplace/post-form through this app's own runtime
  // (src/bootstrap.tsx); composed, through the shell's.
  loadsRemotes: true,
});
