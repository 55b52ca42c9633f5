// Unit, component and API tests of every workspace: `npm run test:unit` (part of `npm test`).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ky, typebox and cookie (under fastify's inject) ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(ky|cookie|typebox|wouter|regexparam)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const browserApp = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest.environment-dom.cjs',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
});

module.exports = {
  // API tests start the app on a fresh database each: a cold PGlite takes seconds on a busy 2-core machine.
  testTimeout: 30_000,
  projects: [
    ...['shared', 'shell', 'mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin'].map(browserApp),
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/infra/api',
      testEnvironment: 'node',
      // The server's dependencies include many ES-module-only packages (postgrator, file-type, typebox…).
      transformIgnorePatterns: [],
      // file-type publishes only an `import` entry.
      moduleNameMapper: { '^file-type$': '<rootDir>/../../node_modules/file-type/index.js' },
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      // One migrated embedded database, copied by each test app (test/support/migrated-pglite.ts).
      globalSetup: '<rootDir>/test/support/migrated-pglite.ts',
    },
    {
      ...common,
      displayName: 'build',
      rootDir: '<rootDir>/infra/build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'release',
      rootDir: '<rootDir>/infra/release',
      testEnvironment: 'node',
      transformIgnorePatterns: [],
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'hosting',
      rootDir: '<rootDir>/infra/hosting',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
  ],
};
