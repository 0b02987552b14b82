// Journeys start a whole system and a browser. Set here rather than as `testTimeout`, which the root
// config (all projects in one run) ignores for a single project.
jest.setTimeout(120_000);
