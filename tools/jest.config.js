// The repository's own checks: the docs against the code, and the local lint rules.
module.exports = { ...require('../jest.preset.js'), displayName: 'tools' };
