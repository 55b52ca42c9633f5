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
  // ky and cookie (under fastify's inject) ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(ky|cookie)/)'],
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
  projects: [
    ...['shared', 'shell', 'mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin'].map(browserApp),
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/infra/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
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
      displayName: 'hosting',
      rootDir: '<rootDir>/infra/hosting',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
  ],
};
