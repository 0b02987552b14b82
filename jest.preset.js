// Shared Jest settings: SWC transpiles TypeScript with the decorator metadata Nest and TypeORM need.
const path = require('node:path');

const swcOptions = JSON.parse(require('node:fs').readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcOptions.$schema;

// Packages published as ES modules only (the tus stores, file-type and what it reads with): SWC turns them
// into CommonJS for Jest, as Node itself loads them with require().
const ES_MODULE_PACKAGES = [
  '@tus',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit',
];

module.exports = {
  testEnvironment: 'node',
  transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULE_PACKAGES.join('|')})/)`],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcOptions, swcrc: false }] },
  moduleNameMapper: {
    '^@boonies/(contracts|messaging|platform|testing|service-testing|storage)$': path.join(
      __dirname,
      'libs/$1/src/index.ts',
    ),
    // Each folder of the contracts is a project of its own, imported by its entry: `@boonies/contracts/rpc`.
    '^@boonies/contracts/([\\w-]+)$': path.join(__dirname, 'libs/contracts/src/$1/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-timeouts.js')],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
};
