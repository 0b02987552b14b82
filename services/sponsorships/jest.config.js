module.exports = { ...require('../../jest.preset.js'), displayName: 'sponsorships-service' };
