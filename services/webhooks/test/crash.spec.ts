import { VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { WebhookReceiver } from './support/webhook-receiver';
import { WebhooksProcess } from './support/webhooks-process';
import { WebhooksTestService } from './support/webhooks-test-service';

/** Long enough that the first replica is killed well inside its attempt; the lease adds 5 s to it. */
const TIMEOUT_MS = 4000;
const LEASE_MS = TIMEOUT_MS + 5000;

describe('a webhooks worker killed in the middle of a delivery', () => {
  let service: WebhooksTestService;
  let receiver: WebhookReceiver;
  const replicas: WebhooksProcess[] = [];

  beforeAll(async () => {
    // This one answers requests and handles events only: the deliveries are the replicas' to send.
    service = await WebhooksTestService.start('crash', { env: { WEBHOOKS_WORKERS: '0' } });
    receiver = await WebhookReceiver.start();
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.kill();
    await receiver?.stop();
    await service?.stop();
  });

  const startReplica = async () => {
    const replica = await WebhooksProcess.start(service, { WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS) });
    replicas.push(replica);
    return replica;
  };

  it('is sent again by another worker once its lease runs out, with the same webhook-id', async () => {
    const endpoint = await service.createEndpoint({ url: receiver.url(), eventTypes: ['trick.verified'] });
    const skater = await service.registerUser();
    // The first request is held open: the worker is inside its POST when it dies.
    receiver.answer('hang');
    const first = await startReplica();
    await service.deliver(VERIFICATION_EVENTS.trickVerified, {
      verificationId: randomUUID(),
      postId: randomUUID(),
      userId: skater.userId,
      trickId: 'kickflip',
    });
    await service.waitFor(async () => receiver.received.length === 1);
    await first.kill();
    const [leased] = await service.query<{ status: string; attempts: number; leased_until: Date }>(
      `SELECT status, attempts, leased_until FROM webhooks.deliveries WHERE endpoint_id = $1`,
      [endpoint.id],
    );
    // Nothing was written of the attempt: the row still holds the dead worker's lease.
    expect(leased).toMatchObject({ status: 'pending', attempts: 1 });
    expect(leased.leased_until.getTime()).toBeGreaterThan(Date.now());

    await startReplica();
    const delivered = await service.waitFor(
      async () => {
        const [delivery] = await service.deliveries(endpoint.id);
        return delivery?.status === 'succeeded' ? delivery : undefined;
      },
      { timeoutMs: LEASE_MS + 30_000, description: 'the delivery to succeed on the second worker' },
    );
    expect(delivered).toMatchObject({ attempts: 2, lastResponseStatus: 200, lastError: null });

    const [killed, retried] = receiver.received;
    expect(receiver.received).toHaveLength(2);
    // The same webhook-id both times, so the receiver can tell the second for a copy and drop it.
    expect(killed.id).toBe(delivered.id);
    expect(retried.id).toBe(delivered.id);
    expect(new Set(receiver.received.map(({ id }) => id)).size).toBe(1);
    for (const request of receiver.received)
      expect(() => WebhookReceiver.verify(endpoint.secret, request)).not.toThrow();
    // Not before the dead worker's lease ran out.
    expect(retried.receivedAt - killed.receivedAt).toBeGreaterThanOrEqual(LEASE_MS - 1000);
  }, 180_000);
});
