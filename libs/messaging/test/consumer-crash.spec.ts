import { testNatsUrl } from '@boonies/testing';
import type { DataSource } from 'typeorm';
import { DeadLetterEntity, Outbox, OutboxRelay, type EventRouting } from '../src';
import type { PointsConsumerConfig } from './fixtures/points-consumer.module';
import { eventually } from './support/eventually';
import { MessagingTestBed } from './support/messaging-test-bed';
import { PointsConsumerProcess } from './support/points-consumer-process';
import { awards, createPointsLedger, exactlyOnce, readTally } from './support/points-ledger';
import { awardPoints, createAwardsTable } from './support/points-producer';
import { RecordingLogger } from './support/recording-logger';
import type { PointsAwardedV1 } from './support/test-events';

describe('a consumer process that dies while handling events', () => {
  let bed: MessagingTestBed;
  let producerDb: DataSource;
  let consumerDb: DataSource;
  let routing: EventRouting;
  let relay: OutboxRelay;
  let consumer: PointsConsumerProcess | undefined;

  beforeAll(async () => {
    bed = await MessagingTestBed.open('consumer_crash');
    producerDb = await bed.serviceDataSource('tricks');
    consumerDb = await bed.serviceDataSource('posts');
    await createAwardsTable(producerDb);
    await createPointsLedger(consumerDb);
  });

  beforeEach(async () => {
    await consumerDb.query(`TRUNCATE posts.points_ledger, posts.inbox`);
    await consumerDb.query(`UPDATE posts.points_total SET total = 0`);
    routing = bed.newRouting();
    relay = new OutboxRelay({
      service: 'tricks',
      dataSource: producerDb,
      nats: bed.nats,
      routing,
      logger: new RecordingLogger(),
    });
    relay.start();
  });

  afterEach(async () => {
    await consumer?.kill();
    consumer = undefined;
    await relay.stop();
  });

  afterAll(() => bed?.close());

  /** The burst is entirely in the stream before the consumer starts. */
  async function publishBurst(size: number): Promise<PointsAwardedV1[]> {
    const awarded = awards(size);
    for (let start = 0; start < size; start += 50) {
      await awardPoints(producerDb, new Outbox(routing), awarded.slice(start, start + 50));
    }
    await eventually(async () => expect(await relay.backlog()).toBe(0));
    return awarded;
  }

  // Each test starts a compiled-on-the-fly process twice and waits out an ack: slow on a busy machine.
  const CRASH_TEST_TIMEOUT_MS = 120_000;

  const startConsumer = (options: Pick<PointsConsumerConfig, 'handlerDelayMs' | 'dieAfterEvent'> = {}) =>
    PointsConsumerProcess.start({
      databaseUrl: bed.database.url,
      natsUrl: testNatsUrl(),
      namespace: routing.namespace ?? '',
      // The events the dead process held come back after the ack wait.
      consumer: { ackWaitMs: 1000 },
      ...options,
    });

  async function expectEachHandledOnce(awarded: PointsAwardedV1[]): Promise<void> {
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce(awarded)), {
      timeoutMs: 20_000,
    });
    await eventually(async () =>
      expect(await bed.consumerSettled(routing.stream('tricks').name, 'posts')).toBe(true),
    );
    expect(await readTally(consumerDb)).toEqual(exactlyOnce(awarded));
    expect(await consumerDb.getRepository(DeadLetterEntity).count()).toBe(0);
  }

  it(
    'loses nothing and doubles nothing when killed in the middle of a burst and restarted',
    async () => {
      const awarded = await publishBurst(300);

      consumer = await startConsumer({ handlerDelayMs: 3 });
      await eventually(async () => expect((await readTally(consumerDb)).entries).toBeGreaterThanOrEqual(75));
      await consumer.kill();
      const atKill = await readTally(consumerDb);
      expect(atKill.entries).toBeLessThan(awarded.length);

      consumer = await startConsumer();
      await expectEachHandledOnce(awarded);
      // A graceful stop: a hanging shutdown would time the test out.
      await consumer.terminate();
    },
    CRASH_TEST_TIMEOUT_MS,
  );

  it(
    'doubles nothing when it dies after committing an event but before acknowledging it',
    async () => {
      const awarded = await publishBurst(40);

      consumer = await startConsumer({ dieAfterEvent: 10 });
      await consumer.exited();
      // The tenth event is committed, and JetStream will deliver it again.
      expect((await readTally(consumerDb)).entries).toBe(10);

      consumer = await startConsumer();
      await expectEachHandledOnce(awarded);
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
