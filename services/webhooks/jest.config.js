module.exports = { ...require('../../jest.preset.js'), displayName: 'webhooks-service' };
