export * from './services';
export * from './errors';
export * from './api-notes';
export * from './identity';
