export * from './test-database';
export * from './test-names';
export * from './test-nats';
export * from './tcp-proxy';
export * from './system-harness';
export * from './rpc-errors';
export * from './browser';
export * from './test-throttles';
