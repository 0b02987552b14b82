// Integration tests run against the real PostgreSQL and NATS. Set here rather than as `testTimeout`, which
// the root config (all projects in one run) ignores for a single project.
jest.setTimeout(30_000);
