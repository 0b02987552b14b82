import { ADMIN_EVENTS, type ContentModeratedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { GAMES_EVENTS, type GameWonV1 } from '@boonies/contracts/games';
import { DEFAULT_PREFERENCES, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type TrickVerificationChangedV1, VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { WEBHOOK_MESSAGES, type WebhookPayload, WEBHOOKS_RPC } from '@boonies/contracts/webhooks';
import { callerFor } from '@boonies/service-testing';
import { randomUUID } from 'node:crypto';
import { SecretBox } from '../src/endpoints/secret-box';
import { sealEndpointSecrets } from '../src/migrations/seal-endpoint-secrets.migration';
import { WebhookReceiver } from './support/webhook-receiver';
import { ADMIN, WebhooksTestService } from './support/webhooks-test-service';

describe('webhooks service', () => {
  let service: WebhooksTestService;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    service = await WebhooksTestService.start('webhooks');
  });

  afterAll(async () => {
    await service?.stop();
  });

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });

  afterEach(async () => {
    // Each test's endpoints go with it, so the next test's events reach only its own.
    for (const endpoint of await service.call(WEBHOOKS_RPC.endpoints, {}, ADMIN)) {
      await service.call(WEBHOOKS_RPC.deleteEndpoint, { id: endpoint.id }, ADMIN);
    }
    await receiver.stop();
  });

  function trickVerified(userId: string): TrickVerificationChangedV1 {
    return { verificationId: randomUUID(), postId: randomUUID(), userId, trickId: 'kickflip' };
  }

  it("signs a public skater's verified trick, which the receiver verifies with the Standard Webhooks library", async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const skater = await service.registerUser();
    const event = trickVerified(skater.userId);
    const envelope = await service.deliver(VERIFICATION_EVENTS.trickVerified, event);

    const delivery = await service.settledDelivery(endpoint.id, 'succeeded');
    expect(delivery).toMatchObject({ eventType: 'trick.verified', eventId: envelope.id, attempts: 1 });
    expect(delivery.lastResponseStatus).toBe(200);
    expect(delivery.latencyMs).toEqual(expect.any(Number));
    const [request] = receiver.received;
    expect(request.id).toBe(delivery.id);
    const payload = WebhookReceiver.verify(endpoint.secret, request) as WebhookPayload<'trick.verified'>;
    expect(payload).toEqual({
      type: 'trick.verified',
      timestamp: envelope.occurredAt,
      data: {
        skater: { userId: skater.userId, username: skater.username },
        trickId: 'kickflip',
        postId: event.postId,
        verificationId: event.verificationId,
      },
    });
    // Another secret does not verify it.
    const other = await service.createEndpoint({ url: receiver.url('/other'), eventTypes: ['game.won'] });
    expect(() => WebhookReceiver.verify(other.secret, request)).toThrow();

    // The same event delivered again (after JetStream's duplicate window) makes no second delivery.
    await service.redeliver(VERIFICATION_EVENTS.trickVerified, envelope);
    expect(await service.deliveries(endpoint.id)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends nothing of a private skater, a hidden post or an account it never heard of', async () => {
    const endpoint = await service.createEndpoint({
      url: receiver.url(),
      eventTypes: ['trick.verified', 'game.won'],
    });
    const privateSkater = await service.registerUser();
    await service.setPrivacy(privateSkater.userId, { publicProfile: false });
    const progressHidden = await service.registerUser();
    await service.setPrivacy(progressHidden.userId, { showProgress: false });
    const publicSkater = await service.registerUser();

    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(privateSkater.userId));
    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(progressHidden.userId));
    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(randomUUID()));
    const hidden = trickVerified(publicSkater.userId);
    const moderation: ContentModeratedV1 = {
      kind: 'post',
      contentId: hidden.postId,
      ownerId: publicSkater.userId,
      hidden: true,
    };
    await service.deliver(ADMIN_EVENTS.contentModerated, moderation);
    await service.deliver(VERIFICATION_EVENTS.trickVerified, hidden);
    const game: GameWonV1 = {
      gameId: randomUUID(),
      winnerId: publicSkater.userId,
      playerIds: [publicSkater.userId, privateSkater.userId],
      finishedAt: new Date().toISOString(),
    };
    await service.deliver(GAMES_EVENTS.gameWon, game);

    expect(await service.deliveries(endpoint.id)).toEqual([]);

    // The public skater's own verified trick, on a visible post, does go.
    const shown = await service.deliver(
      VERIFICATION_EVENTS.trickVerified,
      trickVerified(publicSkater.userId),
    );
    expect(await service.settledDelivery(endpoint.id, 'succeeded')).toMatchObject({ eventId: shown.id });
    expect(receiver.received).toHaveLength(1);
  });

  it('reads the auth service’s copy of a privacy change too, and a change both producers carry once', async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    const skater = await service.registerUser();
    const privacy = (publicProfile: boolean, updatedAt: number): PreferencesChangedV1 => ({
      userId: skater.userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile },
      updatedAt: new Date(updatedAt).toISOString(),
    });
    const now = Date.now();

    await service.deliver(AUTH_EVENTS.preferencesChanged, privacy(false, now));
    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(skater.userId));
    expect(await service.deliveries(endpoint.id)).toEqual([]);

    const change = await service.deliverFromBothProducers(
      SOCIAL_EVENTS.preferencesChanged,
      privacy(true, now + 1000),
    );
    const shown = await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(skater.userId));
    expect(await service.settledDelivery(endpoint.id, 'succeeded')).toMatchObject({ eventId: shown.id });
    expect(await service.query('SELECT 1 FROM webhooks.inbox WHERE event_id = $1', [change.id])).toHaveLength(
      1,
    );
  });

  it('withholds a delivery whose skater went private after the event, before it was sent', async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    const skater = await service.registerUser();
    // Its first attempt fails and asks for a minute's rest, so the delivery waits, pending, for the test.
    receiver.answer({ status: 503, headers: { 'retry-after': '60' } });
    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(skater.userId));
    const waiting = await service.waitFor(
      async () => {
        const [delivery] = await service.deliveries(endpoint.id);
        return delivery?.status === 'pending' && delivery.lastResponseStatus === 503 ? delivery : undefined;
      },
      { description: 'the first attempt to fail' },
    );
    expect(waiting.attempts).toBe(1);

    // Before the next attempt is due, the skater goes private; then it is due at once.
    await service.setPrivacy(skater.userId, { publicProfile: false });
    await service.query(
      `UPDATE webhooks.deliveries SET next_attempt_at = now() WHERE id = $1 AND status = 'pending'`,
      [waiting.id],
    );

    const withheld = await service.settledDelivery(endpoint.id, 'withheld');
    expect(withheld.attempts).toBe(2);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a 500 and a timeout with the same webhook-id, then dies after the last attempt', async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    const skater = await service.registerUser();
    receiver.answer({ status: 500 }, { status: 200, delayMs: 2000 });
    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(skater.userId));

    const delivered = await service.settledDelivery(endpoint.id, 'succeeded');
    expect(delivered).toMatchObject({ attempts: 3, lastResponseStatus: 200, lastError: null });
    expect(receiver.received.map(({ id }) => id)).toEqual([delivered.id, delivered.id, delivered.id]);
    for (const request of receiver.received)
      expect(() => WebhookReceiver.verify(endpoint.secret, request)).not.toThrow();

    // Three failures (WEBHOOKS_MAX_ATTEMPTS) and it is dead.
    await service.call(WEBHOOKS_RPC.deleteEndpoint, { id: endpoint.id }, ADMIN);
    const failing = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    receiver.received.length = 0;
    receiver.answer({ status: 500 }, { status: 502 }, { status: 503 });
    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(skater.userId));
    const dead = await service.settledDelivery(failing.id, 'dead');
    expect(dead).toMatchObject({ attempts: 3, lastResponseStatus: 503 });
    expect(receiver.received).toHaveLength(3);
    expect((await service.call(WEBHOOKS_RPC.endpoints, {}, ADMIN))[0]).toMatchObject({ deadDeliveries: 1 });

    // Replayed, it goes again with the same webhook-id and a fresh attempt count.
    const replayed = await service.call(
      WEBHOOKS_RPC.replayDelivery,
      { id: failing.id, deliveryId: dead.id },
      ADMIN,
    );
    expect(replayed).toMatchObject({ status: 'pending', attempts: 0 });
    const succeeded = await service.settledDelivery(failing.id, 'succeeded');
    expect(succeeded.attempts).toBe(1);
    expect(receiver.received.at(-1)?.id).toBe(dead.id);
    // A delivery that succeeded is not replayed.
    await expect(
      service.call(WEBHOOKS_RPC.replayDelivery, { id: failing.id, deliveryId: dead.id }, ADMIN),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it("does not retry a receiver's 4xx, and replays an endpoint's dead deliveries together", async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    const skater = await service.registerUser();
    receiver.answer({ status: 410 });
    await service.deliver(VERIFICATION_EVENTS.trickVerified, trickVerified(skater.userId));
    expect(await service.settledDelivery(endpoint.id, 'failed')).toMatchObject({
      attempts: 1,
      lastResponseStatus: 410,
    });
    expect(receiver.received).toHaveLength(1);

    await service.query(`UPDATE webhooks.deliveries SET status = 'dead' WHERE endpoint_id = $1`, [
      endpoint.id,
    ]);
    expect(await service.call(WEBHOOKS_RPC.replayDead, { id: endpoint.id }, ADMIN)).toEqual({ replayed: 1 });
    await service.settledDelivery(endpoint.id, 'succeeded');
  });

  it('signs with both secrets during a rotation grace period, and with the new one only after', async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    const rotated = await service.call(
      WEBHOOKS_RPC.rotateSecret,
      { id: endpoint.id, graceSeconds: 3600 },
      ADMIN,
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previousSecretExpiresAt).not.toBeNull();

    const ping = await service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN);
    await service.waitFor(async () => receiver.received.length === 1);
    const [duringGrace] = receiver.received;
    expect(duringGrace.id).toBe(ping.id);
    expect(duringGrace.signatures).toHaveLength(2);
    expect(WebhookReceiver.verify(endpoint.secret, duringGrace)).toMatchObject({ type: 'webhook.ping' });
    expect(WebhookReceiver.verify(rotated.secret, duringGrace)).toMatchObject({ type: 'webhook.ping' });

    const again = await service.call(WEBHOOKS_RPC.rotateSecret, { id: endpoint.id, graceSeconds: 0 }, ADMIN);
    expect(again.previousSecretExpiresAt).toBeNull();
    await service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN);
    await service.waitFor(async () => receiver.received.length === 2);
    const after = receiver.received[1];
    expect(after.signatures).toHaveLength(1);
    expect(WebhookReceiver.verify(again.secret, after)).toMatchObject({ type: 'webhook.ping' });
    expect(() => WebhookReceiver.verify(rotated.secret, after)).toThrow();
    expect(() => WebhookReceiver.verify(endpoint.secret, after)).toThrow();
  });

  it('refuses private and plain-http targets at registration and at delivery, unless allow-listed', async () => {
    for (const url of [
      'https://10.0.0.1/hooks',
      'https://192.168.1.20/hooks',
      'https://169.254.169.254/latest',
      'https://100.64.0.1/hooks',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://224.0.0.1/hooks',
      'https://0.0.0.0/hooks',
      'http://8.8.8.8/hooks',
    ]) {
      await expect(service.createEndpoint({ url, eventTypes: ['game.won'] })).rejects.toMatchObject({
        code: 'TARGET_REFUSED',
      });
    }
    // The tests' receiver is on 127.0.0.1, which WEBHOOKS_ALLOWED_TARGETS allows, over plain http.
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['game.won'] });
    await expect(
      service.call(WEBHOOKS_RPC.updateEndpoint, { id: endpoint.id, url: 'https://172.16.0.1/' }, ADMIN),
    ).rejects.toMatchObject({ code: 'TARGET_REFUSED' });

    // A target that turned private since it was registered (its name now resolves inside) is refused too.
    await service.query(`UPDATE webhooks.endpoints SET url = 'https://10.1.2.3/hooks' WHERE id = $1`, [
      endpoint.id,
    ]);
    await service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN);
    const refused = await service.settledDelivery(endpoint.id, 'failed');
    expect(refused.lastError).toMatch(/private/);
    expect(refused.lastResponseStatus).toBeNull();
  });

  it('keeps endpoint secrets sealed at rest, and seals those stored plain before', async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['game.won'] });
    const rotated = await service.call(
      WEBHOOKS_RPC.rotateSecret,
      { id: endpoint.id, graceSeconds: 60 },
      ADMIN,
    );
    const stored = async () =>
      (
        await service.query<{ secret: string; previous_secret: string | null }>(
          `SELECT secret, previous_secret FROM webhooks.endpoints WHERE id = $1`,
          [endpoint.id],
        )
      )[0];
    const sealed = await stored();
    expect(sealed.secret).toMatch(/^aesgcm1\./);
    expect(sealed.previous_secret).toMatch(/^aesgcm1\./);
    for (const secret of [endpoint.secret, rotated.secret]) {
      const key = secret.slice('whsec_'.length);
      expect(JSON.stringify(sealed)).not.toContain(key);
    }

    // A row from before sealing, both secrets as given out: the migration seals them, and both still sign.
    await service.query(`UPDATE webhooks.endpoints SET secret = $2, previous_secret = $3 WHERE id = $1`, [
      endpoint.id,
      rotated.secret,
      endpoint.secret,
    ]);
    const SealEndpointSecrets = sealEndpointSecrets(new SecretBox(service.config.secretKey));
    const runner = service.dataSource.createQueryRunner();
    try {
      await new SealEndpointSecrets().up(runner);
    } finally {
      await runner.release();
    }
    const migrated = await stored();
    expect(migrated.secret).toMatch(/^aesgcm1\./);
    expect(migrated.previous_secret).toMatch(/^aesgcm1\./);
    await service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN);
    await service.waitFor(async () => receiver.received.length === 1);
    expect(WebhookReceiver.verify(rotated.secret, receiver.received[0])).toMatchObject({
      type: 'webhook.ping',
    });
    expect(WebhookReceiver.verify(endpoint.secret, receiver.received[0])).toMatchObject({
      type: 'webhook.ping',
    });

    // A secret sealed under another key signs nothing: the delivery fails, telling the admin why.
    await service.query(`UPDATE webhooks.endpoints SET secret = $2, previous_secret = NULL WHERE id = $1`, [
      endpoint.id,
      new SecretBox(`${service.config.secretKey}-another`).seal(rotated.secret, endpoint.id),
    ]);
    const ping = await service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN);
    const failed = await service.waitFor(async () => {
      const delivery = (await service.deliveries(endpoint.id)).find(({ id }) => id === ping.id);
      return delivery?.status === 'failed' ? delivery : undefined;
    });
    expect(failed.lastError).toMatch(/another WEBHOOKS_SECRET_KEY/);
    expect(receiver.received).toHaveLength(1);
  });

  it("shows each endpoint's last delivery, and refuses a test delivery to a paused endpoint", async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['game.won'] });
    expect(endpoint).toMatchObject({ lastDeliveryStatus: null, lastDeliveryAt: null });
    receiver.answer({ status: 410 });
    await service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN);
    const failed = await service.settledDelivery(endpoint.id, 'failed');
    await service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN);
    await service.waitFor(async () => receiver.received.length === 2);
    const [listed] = await service.waitFor(async () => {
      const endpoints = await service.call(WEBHOOKS_RPC.endpoints, {}, ADMIN);
      return endpoints[0]?.lastDeliveryStatus === 'succeeded' ? endpoints : undefined;
    });
    // The newest delivery's status, as of its latest attempt.
    expect(Date.parse(listed.lastDeliveryAt!)).toBeGreaterThanOrEqual(Date.parse(failed.updatedAt));

    const paused = await service.call(
      WEBHOOKS_RPC.updateEndpoint,
      { id: endpoint.id, enabled: false },
      ADMIN,
    );
    expect(paused.lastDeliveryStatus).toBe('succeeded');
    await expect(service.call(WEBHOOKS_RPC.sendTest, { id: endpoint.id }, ADMIN)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: WEBHOOK_MESSAGES.endpointPaused,
    });
    expect(await service.deliveries(endpoint.id)).toHaveLength(2);
  });

  it('answers only admins', async () => {
    await expect(service.call(WEBHOOKS_RPC.endpoints, {}, callerFor(randomUUID()))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.call(WEBHOOKS_RPC.endpoints, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
