export * from './rpc/rpc-error';
export * from './rpc/rpc-client';
