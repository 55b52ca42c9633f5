const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: { './spa': './src/spa.tsx', './post-form': './src/post-form.ts', './job-interest': './src/job-interest.ts' },
});
