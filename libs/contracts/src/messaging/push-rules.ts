import type { PushPreferences } from '../social/rules';
import type { NotificationType } from './rules';

/** Longest push service address a subscription may name (the browsers' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/**
 * A push service address: https only. A plain http address on this machine (`http://127.0.0.1:<port>/…`)
 * passes this shape, but the messaging service refuses it unless its configuration allows it (tests).
 */
export const PUSH_ENDPOINT_PATTERN = /^(https:\/\/[^\s/?#]+|http:\/\/127\.0\.0\.1(:\d{1,5})?)(\/\S*)?$/;

/** A subscription's keys as the browser gives them: base64url, with or without padding. */
export const PUSH_KEY_PATTERN = /^[A-Za-z0-9_-]+={0,2}$/;
/** The browser's P-256 public key: 65 bytes, 87 characters of base64url (88 padded). */
export const PUSH_P256DH_LENGTH = { min: 87, max: 88 } as const;
/** The browser's auth secret: 16 bytes, 22 characters of base64url (24 padded). */
export const PUSH_AUTH_LENGTH = { min: 22, max: 24 } as const;

/**
 * Which push switch lets each kind of notification reach the phone; kinds without one are never pushed.
 * Direct messages are pushed from the message itself (`message-sent`), never from a notification.
 */
export const PUSH_SWITCH_OF: Partial<Record<NotificationType, keyof PushPreferences>> = {
  game: 'games',
  reply: 'replies',
  // A mention is a reply of sorts: someone wrote to the skater in a post.
  mention: 'replies',
  verification: 'verifications',
};

/** The title of a push of each kind; its body is the notification's text. */
export const PUSH_TITLES: Partial<Record<NotificationType, string>> = {
  game: 'Game of S.K.A.T.E.',
  reply: 'New reply',
  mention: 'You were mentioned',
  verification: 'Trick verification',
  message: 'New message',
};

export const PUSH_MESSAGES = {
  invalidEndpoint: 'endpoint must be an https address of a push service',
  insecureEndpoint: 'Push services must be reached over https',
  invalidKey: 'keys must be the browser’s base64url p256dh and auth keys',
  notConfigured: 'Push notifications are not set up on this server',
} as const;

/** A VAPID public key as the configuration and the browser take it: a P-256 point, 87 characters of base64url. */
export const VAPID_PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{87}$/;
/** A VAPID private key: the P-256 scalar, 43 characters of base64url. */
export const VAPID_PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
