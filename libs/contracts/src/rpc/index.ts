export * from './rpc-definition';
export * from './service-rpcs';
export * from './health';
export type * from './data-map';
