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

/** The API's tests: on PGlite, or on the PostgreSQL server DATABASE_URL names unless `globals` say PGlite. */
const apiTests = (displayName, testMatch, globals = {}) => ({
  ...common,
  displayName,
  rootDir: '<rootDir>/infra/api',
  testEnvironment: 'node',
  // The server's dependencies include many ES-module-only packages (postgrator, file-type, typebox…).
  transformIgnorePatterns: [],
  // file-type and json-schema-faker publish only an `import` entry.
  moduleNameMapper: {
    '^file-type$': '<rootDir>/../../node_modules/file-type/index.js',
    '^json-schema-faker$': '<rootDir>/../../node_modules/json-schema-faker/dist/index.js',
  },
  testMatch,
  globals,
  // One migrated embedded database, copied by each test app (test/support/migrated-pglite.ts).
  globalSetup: '<rootDir>/test/support/migrated-pglite.ts',
});

module.exports = {
  // API tests start the app on a fresh database each: a cold PGlite takes seconds on a busy 2-core machine.
  testTimeout: 30_000,
  // Each test file loads its modules afresh in the same worker, and what a file leaves behind (an API
  // file's app, its pool, its compiled schemas) is not all freed: a worker grew past 7 GB over a run of
  // every project, and spent its time collecting garbage (a 4 s file took 14 s). A worker past this
  // much memory between files is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  projects: [
    ...['shared', 'shell', 'mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin'].map(browserApp),
    apiTests('api', ['<rootDir>/test/**/*.test.ts']),
    // With DATABASE_URL set (`npm test`), the API suite above runs on that PostgreSQL server, and the
    // files that prove the embedded database run on PGlite as well: its migrations and schema, the demo
    // data, every route (the fuzz test), and the task domain's money and jobs, whose transactions share
    // PGlite's one connection. The e2e sites run on PGlite too (docs/testing.md).
    ...(process.env.DATABASE_URL
      ? [
          apiTests(
            'api on PGlite',
            ['db/**', 'seed.test.ts', 'fuzz.test.ts', 'tasks/**'].map((path) => `<rootDir>/test/${path}`),
            { FAIRGO_API_TESTS_ON_PGLITE: true },
          ),
        ]
      : []),
    {
      ...common,
      displayName: 'build',
      rootDir: '<rootDir>/infra/build',
      testEnvironment: 'node',
      // github-slugger (the docs' anchors, as GitHub makes them) is published as ES modules only too.
      transformIgnorePatterns: ['/node_modules/(?!(ky|cookie|typebox|wouter|regexparam|github-slugger)/)'],
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
    // `npm run test:topology` (a stage of `npm test`): production's processes from their builds, behind
    // nginx, on the PostgreSQL server DATABASE_URL names (infra/hosting/test/production-topology.test.ts).
    ...(process.env.FAIRGO_TOPOLOGY_TEST
      ? [
          {
            ...common,
            displayName: 'production topology',
            rootDir: '<rootDir>/infra/hosting',
            testEnvironment: 'node',
            transformIgnorePatterns: [],
            testMatch: ['<rootDir>/test/**/*.test.ts'],
          },
        ]
      : []),
  ],
};
