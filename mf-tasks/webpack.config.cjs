const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_tasks',
  port: 3002,
  kind: 'remote',
  exposes: { './spa': './src/spa.tsx' },
});
