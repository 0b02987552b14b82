import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { GAMES_EVENTS } from '@boonies/contracts/games';
import {
  MESSAGING_EVENTS,
  MESSAGING_RPC,
  type NotificationCreatedV1,
  PUSH_MESSAGES,
  type WebPushPayload,
} from '@boonies/contracts/messaging';
import { errorOf, generateVapidKeys, startPushService, type TestPushService } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('web pushes of notifications and messages', () => {
  const vapid = generateVapidKeys();
  let pushService: TestPushService;
  let service: MessagingTestService;
  let alice: UserProfileChangedV1;

  beforeAll(async () => {
    pushService = await startPushService({ vapidPublicKey: vapid.publicKey });
    service = await MessagingTestService.start('push', {
      WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
      WEB_PUSH_VAPID_SUBJECT: 'mailto:crew@theboonies.example',
      WEB_PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    });
    alice = await service.registerUser({ username: 'alice' });
  });

  afterAll(async () => {
    await service?.stop();
    await pushService?.stop();
  });

  /** A skater with one subscribed phone. */
  async function subscribedSkater() {
    const skater = await service.registerUser();
    const caller = callerFor(skater.userId);
    const device = pushService.subscribe();
    await service.call(MESSAGING_RPC.subscribePush, device, caller);
    return { skater, caller, device };
  }

  /** Writes a notification as the writer would and announces it; resolves once its push was decided. */
  async function notify(
    userId: string,
    type: 'reply' | 'mention' | 'game' | 'verification' | 'follow',
    fromUserId: string | null,
    link = `/post/${randomUUID()}`,
    id: string = randomUUID(),
  ): Promise<NotificationCreatedV1> {
    await service.query(
      `INSERT INTO messaging.notifications (id, user_id, type, message, link, from_user_id, source_event_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now()) ON CONFLICT (id) DO NOTHING`,
      [id, userId, type, `alice did something (${type})`, link, fromUserId, randomUUID()],
    );
    const event: NotificationCreatedV1 = {
      notificationId: id,
      userId,
      type,
      message: `alice did something (${type})`,
      fromUserId,
      createdAt: new Date().toISOString(),
    };
    await service.deliver(MESSAGING_EVENTS.notificationCreated, event);
    return event;
  }

  const subscriptionsOf = (userId: string) =>
    service.query(`SELECT endpoint FROM messaging.push_subscriptions WHERE user_id = $1`, [userId]);

  it('pushes a game notification created from an event, signed, encrypted and leading to the game', async () => {
    const { skater, device } = await subscribedSkater();
    const gameId = randomUUID();
    await service.deliver(GAMES_EVENTS.gameInvited, {
      gameId,
      challengerId: alice.userId,
      inviteeIds: [skater.userId],
      turnHours: 48,
    });
    const [push] = await pushService.waitForPushes<WebPushPayload>(device.endpoint, 1);
    expect(push.payload).toEqual({
      title: 'Game of S.K.A.T.E.',
      body: expect.stringContaining('alice'),
      url: `/games/${gameId}`,
      tag: `game:/games/${gameId}`,
    });
    expect(push.urgency).toBe('high');
    expect(push.ttl).toBe(86_400);
    expect(push.vapidSubject).toBe('mailto:crew@theboonies.example');
  });

  it('pushes a direct message to the conversation, once, however often its event arrives', async () => {
    const { skater, device } = await subscribedSkater();
    const sent = await service.call(
      MESSAGING_RPC.send,
      { recipientId: skater.userId, content: 'Session at the ditch?' },
      callerFor(alice.userId),
    );
    const [push] = await pushService.waitForPushes<WebPushPayload>(device.endpoint, 1);
    expect(push.payload).toEqual({
      title: 'New message',
      body: 'alice: Session at the ditch?',
      url: `/messages/${alice.userId}`,
      tag: `message:${alice.userId}`,
    });
    // The same message announced again (a replay of its event under a new id): no second push.
    await service.deliver(MESSAGING_EVENTS.messageSent, {
      messageId: sent.id,
      senderId: alice.userId,
      recipientId: skater.userId,
      content: 'Session at the ditch?',
      createdAt: new Date().toISOString(),
    });
    expect(pushService.received(device.endpoint)).toHaveLength(1);
  });

  it('pushes a notification once per device when its event is delivered again', async () => {
    const { skater, device } = await subscribedSkater();
    const event = await notify(skater.userId, 'reply', alice.userId);
    await pushService.waitForPushes(device.endpoint, 1);
    await notify(skater.userId, 'reply', alice.userId, undefined, event.notificationId);
    const envelope = (await service.outboxRows(MESSAGING_EVENTS.notificationCreated)).find(
      (row) => (row.envelope.data as NotificationCreatedV1).notificationId === event.notificationId,
    );
    if (envelope) await service.redeliver(MESSAGING_EVENTS.notificationCreated, envelope.envelope);
    expect(pushService.received(device.endpoint)).toHaveLength(1);
  });

  it('pushes only the kinds whose switch is on, and never a kind without one', async () => {
    const { skater, device } = await subscribedSkater();
    await service.setPreferences(skater.userId, { push: { replies: false } });
    await notify(skater.userId, 'reply', alice.userId);
    await notify(skater.userId, 'mention', alice.userId);
    await notify(skater.userId, 'follow', alice.userId, '/profile/alice');
    expect(pushService.received(device.endpoint)).toHaveLength(0);
    await notify(skater.userId, 'verification', null, '/tricks');
    const [push] = await pushService.waitForPushes<WebPushPayload>(device.endpoint, 1);
    expect(push.payload.title).toBe('Trick verification');
    expect(push.urgency).toBe('normal');
  });

  it('sends no message push when Messages is off for pushes or for notifications', async () => {
    const { skater, device } = await subscribedSkater();
    await service.setPreferences(skater.userId, { push: { messages: false } });
    await service.call(
      MESSAGING_RPC.send,
      { recipientId: skater.userId, content: 'hi' },
      callerFor(alice.userId),
    );
    await service.settled('messaging');
    await service.setPreferences(skater.userId, { notifications: { messages: false } });
    await service.call(
      MESSAGING_RPC.send,
      { recipientId: skater.userId, content: 'hi' },
      callerFor(alice.userId),
    );
    await service.settled('messaging');
    expect(pushService.received(device.endpoint)).toHaveLength(0);
  });

  it('never pushes across a block, either way', async () => {
    const { skater, device } = await subscribedSkater();
    await service.block(skater.userId, alice.userId);
    await notify(skater.userId, 'reply', alice.userId);
    await service.unblock(skater.userId, alice.userId);
    await service.block(alice.userId, skater.userId);
    await notify(skater.userId, 'reply', alice.userId);
    expect(pushService.received(device.endpoint)).toHaveLength(0);
    await service.unblock(alice.userId, skater.userId);
    await notify(skater.userId, 'reply', alice.userId);
    await pushService.waitForPushes(device.endpoint, 1);
  });

  it('pushes nothing to a deactivated or suspended account', async () => {
    const { skater, device } = await subscribedSkater();
    await service.deliver(AUTH_EVENTS.userUpdated, {
      ...skater,
      isActive: false,
      updatedAt: new Date(Date.now() + 1_000).toISOString(),
    });
    await notify(skater.userId, 'reply', alice.userId);
    const other = await subscribedSkater();
    await service.deliver(AUTH_EVENTS.userUpdated, {
      ...other.skater,
      suspendedUntil: new Date(Date.now() + 86_400_000).toISOString(),
      updatedAt: new Date(Date.now() + 1_000).toISOString(),
    });
    await notify(other.skater.userId, 'reply', alice.userId);
    expect(pushService.received(device.endpoint)).toHaveLength(0);
    expect(pushService.received(other.device.endpoint)).toHaveLength(0);
  });

  it('forgets a subscription its push service answers 410 Gone, and keeps the notification', async () => {
    const { skater, device } = await subscribedSkater();
    pushService.expire(device.endpoint);
    const event = await notify(skater.userId, 'reply', alice.userId);
    expect(await subscriptionsOf(skater.userId)).toEqual([]);
    const { notifications } = await service.call(MESSAGING_RPC.notifications, {}, callerFor(skater.userId));
    expect(notifications.map((notification) => notification.id)).toContain(event.notificationId);
  });

  it("forgets a device's subscription when its session ends", async () => {
    const { skater, caller, device } = await subscribedSkater();
    await service.deliver(AUTH_EVENTS.sessionRevoked, { sessionId: randomUUID(), userId: skater.userId });
    expect(await subscriptionsOf(skater.userId)).toEqual([{ endpoint: device.endpoint }]);
    await service.deliver(AUTH_EVENTS.sessionRevoked, { sessionId: caller.sessionId, userId: skater.userId });
    expect(await subscriptionsOf(skater.userId)).toEqual([]);
  });

  it('lets only the owner unsubscribe a device, and hands a device over to the next account on it', async () => {
    const { skater, caller, device } = await subscribedSkater();
    const other = callerFor(alice.userId);
    expect(await service.call(MESSAGING_RPC.unsubscribePush, { endpoint: device.endpoint }, other)).toEqual({
      changed: false,
    });
    expect(
      await service.call(
        MESSAGING_RPC.unsubscribePush,
        { endpoint: device.endpoint },
        callerFor(alice.userId, true),
      ),
    ).toEqual({ changed: false });
    expect(await subscriptionsOf(skater.userId)).toHaveLength(1);
    expect(await service.call(MESSAGING_RPC.unsubscribePush, { endpoint: device.endpoint }, caller)).toEqual({
      changed: true,
    });
    await service.call(MESSAGING_RPC.subscribePush, device, caller);
    await service.call(MESSAGING_RPC.subscribePush, device, other);
    expect(await subscriptionsOf(skater.userId)).toEqual([]);
    expect(await subscriptionsOf(alice.userId)).toEqual([{ endpoint: device.endpoint }]);
  });

  it('refuses anonymous callers, plain http push services and keys that are not keys', async () => {
    const device = pushService.subscribe();
    const caller = callerFor(alice.userId);
    expect(await errorOf(service.call(MESSAGING_RPC.subscribePush, device))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(
      await errorOf(
        service.call(
          MESSAGING_RPC.subscribePush,
          { ...device, endpoint: 'http://push.example.com/x' },
          caller,
        ),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      await errorOf(
        service.call(
          MESSAGING_RPC.subscribePush,
          { ...device, keys: { p256dh: 'A'.repeat(87), auth: device.keys.auth } },
          caller,
        ),
      ),
    ).toEqual({ code: 'VALIDATION_FAILED', error: PUSH_MESSAGES.invalidKey, field: 'keys' });
    expect(
      await errorOf(service.callUnchecked(MESSAGING_RPC.subscribePush, { ...device, extra: 1 }, caller)),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
