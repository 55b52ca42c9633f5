const { createAppConfig } = require('@fairgo/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  kind: 'host',
});
