// Every project's tests. `npm test` (scripts/test.mjs) runs them by tier: unit, integration, system, e2e.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/web/jest.config.js',
    '<rootDir>/web/e2e/jest.config.js',
    '<rootDir>/deploy/jest.config.js',
    '<rootDir>/tools/jest.config.js',
  ],
};
