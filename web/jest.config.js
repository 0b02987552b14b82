// Browser-side unit tests: jsdom, React's automatic JSX runtime, and the browser entry of the contracts.
const path = require('node:path');
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'web',
  testEnvironment: path.join(__dirname, 'src/test/jsdom-environment.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@boonies/contracts$': path.join(__dirname, '../libs/contracts/src/browser.ts'),
    // A folder's browser entry where it has one, else its entry, which then is browser-safe as it is.
    '^@boonies/contracts/([\\w-]+)$': [
      path.join(__dirname, '../libs/contracts/src/$1/browser.ts'),
      path.join(__dirname, '../libs/contracts/src/$1/index.ts'),
    ],
    '^@/(.*)$': path.join(__dirname, 'src/$1'),
    '\\.css$': path.join(__dirname, 'src/test/style-mock.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'src/test/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
