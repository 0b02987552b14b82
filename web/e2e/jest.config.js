// Browser journeys in Debian's Chromium against the whole running system.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
