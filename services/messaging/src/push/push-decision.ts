import { MESSAGE_MAX, PUSH_TITLES, type WebPushPayload } from '@boonies/contracts/messaging';
import { decideAccess } from '@boonies/contracts/policy';
import type { PushPreferences } from '@boonies/contracts/social';
import { COUNTERPART_ACTION } from '../access/counterpart-access.sql';
import type { PushedNotification, PushFacts } from './push.repository';

/**
 * Whether a push of this kind may reach the recipient: their account is there, their switch is on, and the
 * access policy lets them see the actor's things as it lets them see the notification (a block either way
 * or a gone actor hides it). Messages also need the Messages notification switch, as their notification does.
 */
export function mayPush(
  kind: keyof PushPreferences,
  recipientId: string,
  actorId: string | null,
  facts: PushFacts,
): boolean {
  if (!facts.recipientPresent) return false;
  if (actorId === recipientId) return false;
  if (facts.switches && !facts.switches[kind]) return false;
  if (kind === 'messages' && facts.switches && !facts.switches.notifyMessages) return false;
  if (actorId === null) return true;
  const decision = decideAccess(
    COUNTERPART_ACTION,
    { userId: recipientId, isAdmin: false, isBrand: false },
    {
      userId: actorId,
      isActive: facts.sender?.isActive ?? true,
      isSuspended: facts.sender?.isSuspended ?? false,
      isBrand: false,
      // Privacy switches do not cover what someone did to the recipient (see `COUNTERPART_ACTION`).
      publicProfile: true,
      showProgress: true,
      showFollowers: true,
      allowMessages: true,
      appearOnLeaderboard: true,
    },
    {
      viewerFollowsTarget: false,
      viewerBlockedTarget: facts.recipientBlockedSender,
      targetBlockedViewer: facts.senderBlockedRecipient,
    },
  );
  return decision.allowed;
}

const BODY_MAX = 180;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > BODY_MAX ? `${flat.slice(0, BODY_MAX - 1)}…` : flat;
}

/** A notification's push: its text, leading where the notification leads (the inbox when it names nothing). */
export function notificationPush(notification: PushedNotification): WebPushPayload {
  const url = notification.link?.startsWith('/') ? notification.link : '/inbox';
  return {
    title: PUSH_TITLES[notification.type] ?? 'The Boonies',
    body: shortened(notification.message),
    url,
    // One per thing it is about: a newer push on the same game or post replaces the older one.
    tag: `${notification.type}:${notification.link ?? notification.id}`,
  };
}

/** A direct message's push, leading to the conversation; one per conversation on the lock screen. */
export function messagePush(message: {
  senderId: string;
  senderUsername: string | null;
  content: string;
}): WebPushPayload {
  const from = message.senderUsername ?? 'Someone';
  return {
    title: PUSH_TITLES.message ?? 'New message',
    body: shortened(`${from}: ${message.content.slice(0, MESSAGE_MAX)}`),
    url: `/messages/${message.senderId}`,
    tag: `message:${message.senderId}`,
  };
}
