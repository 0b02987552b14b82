export * from './rules';
export type * from './messaging.dto';
export type * from './web-push';
export * from './push-rules';
export type * from './push.dto';
export type * from './admin-messages.dto';
