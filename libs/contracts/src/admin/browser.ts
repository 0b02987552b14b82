export * from './moderation-rules';
export type * from './moderation.dto';
export type * from './admin.dto';
export type * from './event-rsvp.dto';
export * from './event-rsvp.rules';
export type * from './site-settings.dto';
export * from './site-settings-rules';
export type * from './audit-log.dto';
export * from './audit-log-rules';
