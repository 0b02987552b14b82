module.exports = { ...require('../../jest.preset.js'), displayName: 'tricks-service' };
