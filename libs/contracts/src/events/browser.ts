export { ACTION_TARGET_TYPES, type ActionTargetType } from './envelope';
export * from './event-types';
