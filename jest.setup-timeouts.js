// Integration tests start real services against PostgreSQL and NATS; on a busy machine a hook can take
// seconds. That is slowness, not failure: hooks and tests get 30 s before Jest gives up on them.
jest.setTimeout(30_000);
