import type { PublicConfigDto } from '@boonies/contracts/config';
import type { WebPushPayload } from '@boonies/contracts/messaging';
import { startPushService, type RunningSystem, type TestPushService } from '@boonies/testing';
import { Browser } from './support/browser';
import {
  admin,
  eventually,
  EVENT_TEST_TIMEOUT_MS,
  member,
  runSql,
  sendMessage,
  SOCIAL_SYSTEM_START_TIMEOUT_MS,
  startSocialSystem,
} from './support/social-system';

jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/**
 * Web push end to end: a signed-in skater subscribes a (test) phone over HTTP with the deployment's VAPID
 * key, someone messages them, and the push service receives a push it can verify and decrypt.
 */
describe('web push subscriptions', () => {
  let system: RunningSystem;
  let pushService: TestPushService;

  beforeAll(async () => {
    system = await startSocialSystem('gateway-web-push');
    const config = (await new Browser(system.baseUrl).get('/api/config/public')).body as PublicConfigDto;
    pushService = await startPushService({ vapidPublicKey: config.vapidPublicKey ?? undefined });
  }, SOCIAL_SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    await pushService?.stop();
    await system?.stop();
  });

  const subscriptionsOf = async (userId: string) =>
    (
      (await runSql(system, 'SELECT endpoint FROM messaging.push_subscriptions WHERE user_id = $1', [
        userId,
      ])) as { endpoint: string }[]
    ).map((row) => row.endpoint);

  it('hands out the VAPID public key', async () => {
    const config = (await new Browser(system.baseUrl).get('/api/config/public')).body as PublicConfigDto;
    expect(config.vapidPublicKey).toMatch(/^[\w-]{87}$/);
  });

  it('pushes a direct message to the subscribed phone, leading to the conversation', async () => {
    const [rider, friend] = await Promise.all([member(system, 'rider'), member(system, 'friend')]);
    const phone = pushService.subscribe();
    expect((await rider.browser.post('/api/push/subscriptions', phone)).status).toBe(204);
    await sendMessage(friend.browser, rider.id, 'Ledges at noon');
    const [push] = await pushService.waitForPushes<WebPushPayload>(phone.endpoint, 1);
    expect(push.payload).toEqual({
      title: 'New message',
      body: `${friend.username}: Ledges at noon`,
      url: `/messages/${friend.id}`,
      tag: `message:${friend.id}`,
    });
  });

  it('refuses an anonymous caller, bad subscriptions and unknown fields', async () => {
    const anonymous = new Browser(system.baseUrl);
    const phone = pushService.subscribe();
    const refused = await anonymous.post('/api/push/subscriptions', phone);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const rider = await member(system, 'strict');
    for (const body of [
      { ...phone, endpoint: 'ftp://push.example.com/x' },
      { ...phone, keys: { p256dh: 'not a key', auth: phone.keys.auth } },
      { ...phone, extra: true },
      { endpoint: phone.endpoint },
    ]) {
      const response = await rider.browser.post('/api/push/subscriptions', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) });
    }
    expect(await subscriptionsOf(rider.id)).toEqual([]);
  });

  it("lets nobody else, not even an admin, remove a skater's subscription", async () => {
    const [rider, other, boss] = await Promise.all([
      member(system, 'owner'),
      member(system, 'other'),
      admin(system),
    ]);
    const phone = pushService.subscribe();
    await rider.browser.post('/api/push/subscriptions', phone);
    const query = `/api/push/subscriptions?endpoint=${encodeURIComponent(phone.endpoint)}`;
    expect((await new Browser(system.baseUrl).delete(query)).status).toBe(401);
    expect((await other.browser.delete(query)).status).toBe(204);
    expect((await boss.browser.delete(query)).status).toBe(204);
    expect(await subscriptionsOf(rider.id)).toEqual([phone.endpoint]);
    // The admin's own phone is theirs alone.
    const adminPhone = pushService.subscribe();
    await boss.browser.post('/api/push/subscriptions', adminPhone);
    expect(await subscriptionsOf(boss.id)).toEqual([adminPhone.endpoint]);
    expect((await rider.browser.delete(query)).status).toBe(204);
    expect(await subscriptionsOf(rider.id)).toEqual([]);
  });

  it("forgets the device's subscription when the skater signs out", async () => {
    const rider = await member(system, 'leaver');
    const phone = pushService.subscribe();
    await rider.browser.post('/api/push/subscriptions', phone);
    expect(await subscriptionsOf(rider.id)).toEqual([phone.endpoint]);
    expect((await rider.browser.post('/api/auth/signout')).status).toBe(204);
    await eventually(
      async () => (await subscriptionsOf(rider.id)).length === 0,
      'the signed-out device to be forgotten',
    );
  });
});
