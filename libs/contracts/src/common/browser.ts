export * from './services';
export * from './errors';
export type * from './identity';
