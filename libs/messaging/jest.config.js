// Integration tests run against the real PostgreSQL and NATS, so they get more time than unit tests.
module.exports = { ...require('../../jest.preset.js'), displayName: 'messaging', testTimeout: 30_000 };
