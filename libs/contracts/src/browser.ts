/**
 * What the web app may import from the contracts: types and plain constants only. The DTO classes carry
 * validation decorators the browser has no use for, so a folder whose entry exports them also has a
 * `browser.ts` exporting them as types. This gathers each folder's browser entry, or its `index.ts` where that
 * is browser-safe as it is; `catalog/` and `seeding/` have nothing for the browser.
 */
export * from './account/browser';
export * from './admin/browser';
export * from './auth/browser';
export * from './common/browser';
export * from './config';
export * from './events/browser';
export * from './games/browser';
export * from './links/browser';
export * from './media/browser';
export * from './messaging/browser';
export * from './policy/browser';
export * from './posts/browser';
export * from './realtime';
export * from './rpc/browser';
export * from './search';
export * from './social/browser';
export * from './sponsorships/browser';
export * from './throttles';
export * from './tricks/browser';
export * from './verification/browser';
export * from './webhooks/browser';
