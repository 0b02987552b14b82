import { testNatsUrl } from '@boonies/testing';
import type { DataSource } from 'typeorm';
import { DeadLetterEntity, Outbox, OutboxRelay, type EventRouting } from '../src';
import { eventually } from './support/eventually';
import { MessagingTestBed } from './support/messaging-test-bed';
import { PointsConsumerProcess } from './support/points-consumer-process';
import { awards, createPointsLedger, exactlyOnce, readTally } from './support/points-ledger';
import { awardPoints, createAwardsTable } from './support/points-producer';
import { RecordingLogger } from './support/recording-logger';

const BURST = 300;

describe('a consumer process killed in the middle of a burst', () => {
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

  afterAll(async () => {
    await consumer?.kill();
    await relay?.stop();
    await bed?.close();
  });

  const startConsumer = () =>
    PointsConsumerProcess.start({
      databaseUrl: bed.database.url,
      natsUrl: testNatsUrl(),
      namespace: routing.namespace ?? '',
      // The events the killed process held come back after the ack wait.
      consumer: { ackWaitMs: 1000, prefetch: 16 },
      handlerDelayMs: 3,
    });

  it('loses nothing and doubles nothing when restarted', async () => {
    const awarded = awards(BURST);
    for (let start = 0; start < BURST; start += 50) {
      await awardPoints(producerDb, new Outbox(routing), awarded.slice(start, start + 50));
    }
    await eventually(async () => expect(await relay.backlog()).toBe(0));

    consumer = await startConsumer();
    await eventually(async () =>
      expect((await readTally(consumerDb)).entries).toBeGreaterThanOrEqual(BURST / 4),
    );
    await consumer.kill();
    const atKill = await readTally(consumerDb);
    expect(atKill.entries).toBeLessThan(BURST);
    expect(atKill.distinctEvents).toBe(atKill.entries);

    consumer = await startConsumer();
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce(awarded)), {
      timeoutMs: 20_000,
    });
    await eventually(async () =>
      expect(await bed.consumerSettled(routing.stream('tricks').name, 'posts')).toBe(true),
    );
    expect(await readTally(consumerDb)).toEqual(exactlyOnce(awarded));
    expect(await consumerDb.getRepository(DeadLetterEntity).count()).toBe(0);

    await consumer.terminate();
    consumer = undefined;
  }, 45_000);
});
