// One test file at a time: every file starts a posts service answering the same `rpc.posts.*` subjects.
module.exports = { ...require('../../jest.preset.js'), displayName: 'posts-service', maxWorkers: 1 };
