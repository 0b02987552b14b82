// Payload classes declared with `@Type` read decorator metadata as they load: the polyfill comes first.
import 'reflect-metadata';
import { ADMIN_EVENTS } from '../admin/admin.events';
import { ADMIN_RPC } from '../admin/admin.rpc';
import { AUTH_EVENTS } from '../auth/auth.events';
import { AUTH_RPC } from '../auth/auth.rpc';
import { GAMES_EVENTS } from '../games/games.events';
import { GAMES_RPC } from '../games/games.rpc';
import { MEDIA_EVENTS } from '../media/media.events';
import { MEDIA_RPC } from '../media/media.rpc';
import { MESSAGING_EVENTS } from '../messaging/messaging.events';
import { MESSAGING_RPC } from '../messaging/messaging.rpc';
import { POSTS_EVENTS } from '../posts/posts.events';
import { POSTS_RPC } from '../posts/posts.rpc';
import { SOCIAL_EVENTS } from '../social/social.events';
import { SOCIAL_RPC } from '../social/social.rpc';
import { SPONSORSHIPS_EVENTS } from '../sponsorships/sponsorships.events';
import { SPONSORSHIPS_RPC } from '../sponsorships/sponsorships.rpc';
import { TRICKS_EVENTS } from '../tricks/tricks.events';
import { TRICKS_RPC } from '../tricks/tricks.rpc';
import { VERIFICATION_EVENTS } from '../verification/verification.events';
import { VERIFICATION_RPC } from '../verification/verification.rpc';
import { WEBHOOKS_RPC } from '../webhooks/webhooks.rpc';

/*
 * Every service's requests and events, for the few readers that need all of them (the gateway's docs, the
 * event catalogue, the data map). Each service declares its own in its folder (`<service>/<service>.rpc.ts`,
 * `<service>/<service>.events.ts`); this module only gathers them, so nothing is listed twice.
 */

/** Every request/reply operation by its service: `RPC.<service>.<operation>`. */
export const RPC = {
  auth: AUTH_RPC,
  tricks: TRICKS_RPC,
  posts: POSTS_RPC,
  verification: VERIFICATION_RPC,
  messaging: MESSAGING_RPC,
  sponsorships: SPONSORSHIPS_RPC,
  admin: ADMIN_RPC,
  games: GAMES_RPC,
  media: MEDIA_RPC,
  webhooks: WEBHOOKS_RPC,
  social: SOCIAL_RPC,
} as const;

/**
 * Every domain event with its payload class, grouped by producer: `events.<service>.<event>.v<N>`. Each
 * producing service owns one JetStream stream that captures `events.<service>.>`.
 */
export const EVENTS = {
  auth: AUTH_EVENTS,
  tricks: TRICKS_EVENTS,
  verification: VERIFICATION_EVENTS,
  posts: POSTS_EVENTS,
  messaging: MESSAGING_EVENTS,
  admin: ADMIN_EVENTS,
  sponsorships: SPONSORSHIPS_EVENTS,
  games: GAMES_EVENTS,
  media: MEDIA_EVENTS,
  social: SOCIAL_EVENTS,
} as const;

/**
 * Event versions taken out of the catalogue after their deprecation window (docs/events.md), as
 * `<type>.v<N>`: the compatibility check lets a published version go only when it is listed here.
 */
export const RETIRED_EVENT_VERSIONS: readonly string[] = [];
