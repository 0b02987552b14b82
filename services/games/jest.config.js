module.exports = { ...require('../../jest.preset.js'), displayName: 'games-service' };
