const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_admin',
  port: 3004,
  kind: 'remote',
  exposes: { './spa': './src/spa.tsx' },
});
