module.exports = { ...require('../../jest.preset.js'), displayName: 'posts-service' };
