const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_marketplace',
  port: 3001,
  kind: 'remote',
  exposes: { './spa': './src/spa.tsx', './post-form': './src/post-form.ts' },
});
