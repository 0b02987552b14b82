export * from './envelope';
export * from './event-definition';
export * from './streams';
export * from './event-types';
