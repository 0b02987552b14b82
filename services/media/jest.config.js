// The tus stores and file-type are ES modules only: SWC turns them (and the modules they import) into
// CommonJS for Jest.
const ES_MODULES = [
  '@tus',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit',
];

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'media-service',
  transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULES.join('|')})/)`],
};
