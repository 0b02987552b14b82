module.exports = { ...require('../../jest.preset.js'), displayName: 'social-service' };
