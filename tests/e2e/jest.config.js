// End-to-end suite: the BUILT app (`npm run build` first) on a real server process, driven in Debian's
// Chromium through playwright-core. Run with `npx jest --config tests/e2e/jest.config.js --runInBand`
// (scripts/test-all.mjs builds, checks Chromium, then runs this).
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'e2e',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  testEnvironment: 'node',
  testTimeout: 60_000,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
};
