// Every project's tests. `npm test` runs the web project on every core and the rest with `--runInBand`,
// which keeps integration suites from sharing NATS at once.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/web/jest.config.js',
    '<rootDir>/web/e2e/jest.config.js',
    '<rootDir>/deploy/jest.config.js',
  ],
};
