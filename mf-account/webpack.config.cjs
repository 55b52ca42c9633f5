const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 3003,
  kind: 'remote',
  exposes: { './spa': './src/spa.tsx' },
});
