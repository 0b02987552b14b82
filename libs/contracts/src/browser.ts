/**
 * What the web app may import from the contracts: types and plain constants only. The DTO classes carry
 * validation decorators the browser has no use for, so they are exported here as types.
 */
export * from './services';
export * from './errors';
export * from './auth/rules';
export * from './auth/password-strength';
export * from './throttles/rules';
export * from './auth/user';
export type * from './auth/auth.dto';
export type * from './rpc/health';
export type * from './identity';
export * from './search/name-matching';
export * from './tricks/scoring';
export type * from './tricks/tricks.dto';
export * from './tricks/rules';
export type { CatalogueDto, CatalogueVersionDto } from './rpc/rpc-map';
export * from './posts/rules';
export type * from './posts/posts.dto';
export * from './verification/community-rule';
export * from './verification/rules';
export * from './verification/standing';
export type * from './verification/verification.dto';
export * from './realtime/realtime-events';
export * from './social/rules';
export type * from './social/profiles.dto';
export * from './messaging/rules';
export type * from './messaging/messaging.dto';
export * from './sponsorships/rules';
export type * from './sponsorships/sponsorships.dto';
export * from './games/rules';
export type * from './games/games.dto';
export type * from './account/account.dto';
export * from './account/export-parts';
export type * from './admin/trick-import.dto';
export * from './admin/trick-import-rules';
export * from './admin/moderation-rules';
export type * from './admin/moderation.dto';
export type * from './admin/admin-messages.dto';
export type * from './admin/data-map';
export type * from './config/public-config';
export type * from './admin/admin.dto';
export type * from './admin/site-settings.dto';
export * from './admin/site-settings-rules';
export type * from './admin/audit-log.dto';
export * from './admin/audit-log-rules';
export { ACTION_TARGET_TYPES, type ActionTargetType } from './events/envelope';
