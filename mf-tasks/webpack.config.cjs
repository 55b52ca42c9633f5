const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: { './spa': './src/spa.tsx' },
});
