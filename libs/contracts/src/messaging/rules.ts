import { POLICY_REASONS, type PolicyDecision } from '../policy/access-policy';

/** Limits of direct messages and notifications, shared by the messaging service, the gateway and the web. */
export const MESSAGE_MAX = 1000;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_MAX = 100;
export const NOTIFICATION_PAGE_SIZE = 30;

/** Conversations per page of the conversation list. */
export const CONVERSATION_PAGE_SIZE = 20;

/**
 * The typing indicator: a tab says its user is typing at most this often, and a counterpart's "typing…"
 * goes away when no word of it came for `expiresMs`.
 */
export const TYPING = { throttleMs: 2_000, expiresMs: 5_000 } as const;

export const MESSAGE_BOXES = ['received', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/**
 * What a notification is about; `follow` gets the person icon, the others a bell; `moderation` and `media`
 * (an upload that could not be processed) are always on; `mention` is someone's `@username` of you in a
 * post or reply.
 */
export const NOTIFICATION_TYPES = [
  'follow',
  'follow_request',
  'message',
  'reply',
  'verification',
  'sponsorship',
  'moderation',
  'game',
  'media',
  'event',
  'mention',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const MESSAGE_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Messages can be at most ${MESSAGE_MAX} characters`,
  toSelf: 'You cannot message yourself',
  messagesOff: 'This skater does not accept direct messages',
  blocked: 'You cannot message this skater',
  notParticipant: 'This conversation is not yours',
  recipientOnly: 'Only the recipient can mark a message read',
  unknownRecipient: 'No such skater',
  /** A conversation's composer, closed because the other skater cannot be reached (the reason stays private). */
  conversationClosed: 'You can no longer message this skater',
  hiddenByModerators: 'This message was hidden by moderators',
} as const;

const MESSAGE_REFUSALS: Partial<Record<string, string>> = {
  [POLICY_REASONS.self]: MESSAGE_MESSAGES.toSelf,
  [POLICY_REASONS.blockedByYou]: MESSAGE_MESSAGES.blocked,
  [POLICY_REASONS.messagesOff]: MESSAGE_MESSAGES.messagesOff,
};

/** The access policy's reason for refusing a message, in the words a sender reads. */
export function messageRefusalText(reason: string): string {
  return MESSAGE_REFUSALS[reason] ?? reason;
}

/**
 * Why the caller cannot message someone now, for the chat's composer and the profile's missing Message
 * button; null when they can. A skater the caller may not reach (gone, or who blocked the caller) reads as
 * closed without saying why.
 */
export function cannotMessageReason(decision: PolicyDecision): string | null {
  if (decision.allowed) return null;
  return decision.denial === 'forbidden'
    ? messageRefusalText(decision.reason)
    : decision.denial === 'unauthenticated'
      ? decision.reason
      : MESSAGE_MESSAGES.conversationClosed;
}
