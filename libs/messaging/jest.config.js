module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'messaging',
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
};
