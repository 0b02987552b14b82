module.exports = { ...require('../../jest.preset.js'), displayName: 'media-service' };
