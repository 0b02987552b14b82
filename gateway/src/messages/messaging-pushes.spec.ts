import { randomUUID } from 'node:crypto';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import {
  pushesForConversationRead,
  pushesForMessageRead,
  pushesForMessageSent,
  pushesForNotificationCreated,
} from './messaging-pushes';

describe('messaging pushes', () => {
  const messageId = randomUUID();
  const senderId = randomUUID();
  const recipientId = randomUUID();
  const at = new Date().toISOString();

  it("sends a new message to the recipient's tabs and to the sender's other tabs", () => {
    const payload = { messageId, senderId, recipientId, content: 'Session tonight?', createdAt: at };
    expect(pushesForMessageSent(payload)).toEqual([
      { to: 'user', userId: recipientId, event: REALTIME_EVENTS.messageCreated, payload },
      { to: 'user', userId: senderId, event: REALTIME_EVENTS.messageCreated, payload },
    ]);
  });

  it('pushes a message only once when sender and recipient are the same person', () => {
    const self = { messageId, senderId, recipientId: senderId, content: 'note to self', createdAt: at };
    expect(pushesForMessageSent(self)).toEqual([
      { to: 'user', userId: senderId, event: REALTIME_EVENTS.messageCreated, payload: self },
    ]);
  });

  it('sends a read receipt to the sender alone, without echoing the sender id', () => {
    expect(pushesForMessageRead({ messageId, senderId, recipientId, readAt: at })).toEqual([
      {
        to: 'user',
        userId: senderId,
        event: REALTIME_EVENTS.messageRead,
        payload: { messageId, recipientId, readAt: at },
      },
    ]);
  });

  it('sends no read receipt while either of the two turned Read receipts off', () => {
    expect(pushesForMessageRead({ messageId, senderId, recipientId, readAt: at, receipt: false })).toEqual(
      [],
    );
  });

  it("clears a read conversation on the reader's tabs, and shows the counterpart it was seen", () => {
    const read = { readerId: recipientId, counterpartId: senderId, readAt: at };
    expect(pushesForConversationRead({ ...read, receipt: true })).toEqual([
      {
        to: 'user',
        userId: recipientId,
        event: REALTIME_EVENTS.conversationRead,
        payload: { counterpartId: senderId, readAt: at },
      },
      {
        to: 'user',
        userId: senderId,
        event: REALTIME_EVENTS.conversationSeen,
        payload: { readerId: recipientId, readAt: at },
      },
    ]);
    expect(pushesForConversationRead({ ...read, receipt: false })).toEqual([
      expect.objectContaining({ userId: recipientId, event: REALTIME_EVENTS.conversationRead }),
    ]);
  });

  it('sends a notification to the notified user, naming who caused it', () => {
    const notificationId = randomUUID();
    const userId = randomUUID();
    expect(
      pushesForNotificationCreated({
        notificationId,
        userId,
        type: 'follow',
        message: 'kickflip.kid started following you',
        fromUserId: senderId,
        createdAt: at,
      }),
    ).toEqual([
      {
        to: 'user',
        userId,
        event: REALTIME_EVENTS.notificationCreated,
        payload: {
          notificationId,
          type: 'follow',
          message: 'kickflip.kid started following you',
          fromUserId: senderId,
          createdAt: at,
        },
      },
    ]);
  });

  it("gives a notification nobody in particular caused a null sender (the community's verification)", () => {
    const [push] = pushesForNotificationCreated({
      notificationId: randomUUID(),
      userId: recipientId,
      type: 'verification',
      message: 'The community verified your Kickflip',
      createdAt: at,
    });
    expect(push.payload).toMatchObject({ fromUserId: null, type: 'verification' });
  });
});
