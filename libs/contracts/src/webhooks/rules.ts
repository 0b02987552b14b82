/**
 * Webhooks: what an integration outside the bus may subscribe to, and the limits of its endpoints. Plain
 * constants, so the admin panel explains with the same words and numbers the service enforces.
 */

/**
 * The event types an endpoint may subscribe to: public events only, each delivered as a public projection
 * (`WebhookPayload`) and only when the access policy lets any member see what it tells.
 */
export const WEBHOOK_EVENT_TYPES = ['trick.verified', 'game.won'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the test delivery an admin sends from the panel; it is sent to one endpoint, whatever it subscribes to. */
export const WEBHOOK_PING_TYPE = 'webhook.ping';

/** Every `type` a delivery's body may carry. */
export type WebhookPayloadType = WebhookEventType | typeof WEBHOOK_PING_TYPE;

/**
 * Where a delivery stands:
 * - `pending`: waiting for its (next) attempt;
 * - `succeeded`: the endpoint answered 2xx;
 * - `failed`: the endpoint refused it for good (a 4xx other than 408 and 429, a redirect, a refused
 *   address); an admin may replay it;
 * - `dead`: it failed `WEBHOOKS_MAX_ATTEMPTS` times in a row; an admin may replay it;
 * - `withheld`: by the time it was due, the access policy no longer let any member see what it tells (the
 *   skater went private, the post was hidden): it is never sent, nor replayed.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'dead', 'withheld'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The statuses an admin may send again. */
export const WEBHOOK_REPLAYABLE_STATUSES: readonly WebhookDeliveryStatus[] = ['failed', 'dead'];

export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints the whole site may register. */
export const WEBHOOK_ENDPOINTS_MAX = 50;
export const WEBHOOK_DELIVERY_PAGE_MAX = 100;
export const WEBHOOK_DELIVERY_PAGE_DEFAULT = 50;
/** The longest an admin may keep a rotated-out secret signing beside the new one: a week. */
export const WEBHOOK_ROTATION_GRACE_MAX_SECONDS = 7 * 24 * 60 * 60;
/** Standard Webhooks secrets: `whsec_` and the base64 of 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_MESSAGES = {
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  notReplayable: 'Only failed or dead deliveries can be replayed',
  endpointPaused: 'The endpoint is paused: enable it to send it a test delivery',
  tooManyEndpoints: `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints can be registered`,
  url: 'url must be an absolute http(s) URL without credentials',
  httpsRequired: 'Webhook URLs must use https',
  privateTarget: 'Webhook URLs must not point at a private, loopback, link-local or multicast address',
  unresolvable: 'The webhook URL host does not resolve',
  eventTypes: `eventTypes must be some of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
} as const;

/** An absolute http(s) URL without credentials or fragment; which schemes and hosts are accepted is the service's. */
export function isWebhookUrl(value: string): boolean {
  if (value.length > WEBHOOK_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.length > 0 &&
      url.username === '' &&
      url.password === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}

/**
 * The body of every delivery (version 1): `type` says which of the shapes below `data` is, `timestamp` when
 * the event happened (ISO 8601). Only what any member of the community may see is ever in it: no emails,
 * messages, addresses, nothing of a private skater, a hidden post or a gone account.
 */
export interface WebhookPayload<Type extends WebhookPayloadType = WebhookPayloadType> {
  type: Type;
  timestamp: string;
  data: WebhookPayloadData[Type];
}

/** A public skater, as any member sees them. */
export interface WebhookSkaterDto {
  userId: string;
  username: string;
}

/** `trick.verified`: the community verified a skater's trick from their video post. */
export interface TrickVerifiedWebhookData {
  skater: WebhookSkaterDto;
  trickId: string;
  postId: string;
  verificationId: string;
}

/** `game.won`: a Game of S.K.A.T.E. ended with a winner. */
export interface GameWonWebhookData {
  gameId: string;
  winner: WebhookSkaterDto;
  players: WebhookSkaterDto[];
  finishedAt: string;
}

/** `webhook.ping`: an admin's test delivery. */
export interface WebhookPingData {
  endpointId: string;
  message: string;
}

export interface WebhookPayloadData {
  'trick.verified': TrickVerifiedWebhookData;
  'game.won': GameWonWebhookData;
  'webhook.ping': WebhookPingData;
}
