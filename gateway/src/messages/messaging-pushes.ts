import type {
  ConversationReadV1,
  MessageReadV1,
  MessageSentV1,
  NotificationCreatedPush,
  NotificationCreatedV1,
} from '@boonies/contracts/messaging';
import {
  type ConversationReadPush,
  type ConversationSeenPush,
  type MessageCreatedPush,
  type MessageReadPush,
  REALTIME_EVENTS,
} from '@boonies/contracts/realtime';
import type { Push } from '../realtime/realtime-push';

/**
 * A new message to the recipient's tabs (chat box and inbox) and to the sender's (their other tabs' chat
 * box and Sent list). The messaging service never lets anyone message themselves; one push covers it anyway.
 */
export function pushesForMessageSent(message: MessageSentV1): Push[] {
  const { messageId, senderId, recipientId, content, createdAt } = message;
  const payload: MessageCreatedPush = { messageId, senderId, recipientId, content, createdAt };
  const people = senderId === recipientId ? [recipientId] : [recipientId, senderId];
  return people.map((userId) => ({ to: 'user', userId, event: REALTIME_EVENTS.messageCreated, payload }));
}

/**
 * A read receipt, to the sender alone: the recipient's own tabs already know what they read. None while
 * either of the two turned Read receipts off.
 */
export function pushesForMessageRead(receipt: MessageReadV1): Push[] {
  if (receipt.receipt === false) return [];
  const { messageId, recipientId, readAt } = receipt;
  const payload: MessageReadPush = { messageId, recipientId, readAt };
  return [{ to: 'user', userId: receipt.senderId, event: REALTIME_EVENTS.messageRead, payload }];
}

/**
 * A conversation read: the reader's tabs clear its unread count, and the counterpart sees "Seen" unless
 * either of the two turned Read receipts off.
 */
export function pushesForConversationRead(read: ConversationReadV1): Push[] {
  const { readerId, counterpartId, readAt } = read;
  const own: ConversationReadPush = { counterpartId, readAt };
  const pushes: Push[] = [
    { to: 'user', userId: readerId, event: REALTIME_EVENTS.conversationRead, payload: own },
  ];
  if (read.receipt) {
    const seen: ConversationSeenPush = { readerId, readAt };
    pushes.push({
      to: 'user',
      userId: counterpartId,
      event: REALTIME_EVENTS.conversationSeen,
      payload: seen,
    });
  }
  return pushes;
}

/** A new notification to the notified user's tabs (the header dot and the Notifications tab). */
export function pushesForNotificationCreated(notification: NotificationCreatedV1): Push[] {
  const { notificationId, type, message, createdAt } = notification;
  const payload: NotificationCreatedPush = {
    notificationId,
    type,
    message,
    fromUserId: notification.fromUserId ?? null,
    createdAt,
  };
  return [{ to: 'user', userId: notification.userId, event: REALTIME_EVENTS.notificationCreated, payload }];
}
