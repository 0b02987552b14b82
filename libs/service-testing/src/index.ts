// Test-only: services' integration tests import it from source, so it has no build and no dist.
export * from './service-under-test';
export * from './fixtures';
export * from './wait-for';
export * from './policy-scenario-events';
export * from './schema-drift';
export * from './sql-snapshots';
