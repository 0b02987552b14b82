// The tus stores are ES modules only: SWC turns them (and what they import of ours) into CommonJS for Jest.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'storage',
  transformIgnorePatterns: ['/node_modules/(?!(@tus)/)'],
};
