module.exports = { ...require('../../jest.preset.js'), displayName: 'verification-service' };
