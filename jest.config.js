// Server and legacy-contract suites. TEST_DB=sqlite (default) or TEST_DB=mysql (with TEST_MYSQL_URL)
// picks the database; scripts/test-all.mjs runs both. End-to-end tests have their own config in tests/e2e.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  // The shared workspace package from its TypeScript source, as the type checks read it: no build needed.
  moduleNameMapper: {
    '^@fitness-manager/shared$': '<rootDir>/shared/src/index.ts',
    '^@fitness-manager/shared/(.*)$': '<rootDir>/shared/src/$1',
  },
  setupFiles: ['reflect-metadata'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Every file boots a migrated database and a server; on a loaded 2-core machine MariaDB needs room. A global
  // option: jest ignores `testTimeout` inside `projects` (it used to sit there, and tests ran with the default 5 s).
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'server', roots: ['<rootDir>/server/src', '<rootDir>/server/test'], testMatch: ['**/*.test.ts'] },
    { ...common, displayName: 'legacy', roots: ['<rootDir>/tests/legacy'], testMatch: ['**/*.test.ts'] },
  ],
};
