/** Two projects: fast pure-logic unit tests beside the code, and e2e tests that boot the real app. */
const transform = { '^.+\\.(t|j)s$': ['@swc/jest'] };
module.exports = {
  // MikroORM keeps metadata in state that leaks between test files sharing one process; a fresh
  // worker per file (the memory limit recycles it after every file) keeps each file isolated.
  workerIdleMemoryLimit: '1MB',
  maxWorkers: 2,
  // e2e tests boot the real app; testTimeout is a global option (projects ignore it).
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
