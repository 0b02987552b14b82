import { defineBusyEvent, defineEvent } from '@boonies/contracts/events';
import { startTcpProxy, type TcpProxy } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import {
  buildEventEnvelope,
  DeadLetterEntity,
  DurableEventConsumer,
  ensureStream,
  InboxEventEntity,
  Outbox,
  OutboxRelay,
  replayDeadLetters,
  type ConsumerSettings,
  type EventRouting,
  type EventSubscription,
} from '../src';
import { eventually } from './support/eventually';
import { MessagingTestBed } from './support/messaging-test-bed';
import {
  awards,
  createPointsLedger,
  exactlyOnce,
  pointsSubscription,
  readTally,
  recordPoints,
} from './support/points-ledger';
import { awardPoints, createAwardsTable } from './support/points-producer';
import { RecordingLogger } from './support/recording-logger';
import { PointsAwardedV1, TEST_EVENTS } from './support/test-events';

const CONSUMER_SETTINGS: Partial<ConsumerSettings> = {
  maxDeliver: 3,
  retry: { initialDelayMs: 50, maxDelayMs: 200 },
  ackWaitMs: 2000,
};

describe('DurableEventConsumer', () => {
  let bed: MessagingTestBed;
  let producerDb: DataSource;
  let consumerDb: DataSource;
  let routing: EventRouting;
  let relay: OutboxRelay;
  let logger: RecordingLogger;
  const running: DurableEventConsumer[] = [];

  beforeAll(async () => {
    bed = await MessagingTestBed.open('durable_event_consumer');
    producerDb = await bed.serviceDataSource('tricks');
    consumerDb = await bed.serviceDataSource('posts');
    await createAwardsTable(producerDb);
    await createPointsLedger(consumerDb);
  });

  beforeEach(async () => {
    await producerDb.query(`TRUNCATE tricks.awards, tricks.outbox`);
    await consumerDb.query(`TRUNCATE posts.points_ledger, posts.inbox, posts.dead_letters`);
    await consumerDb.query(`UPDATE posts.points_total SET total = 0`);
    routing = bed.newRouting();
    logger = new RecordingLogger();
    relay = new OutboxRelay({ service: 'tricks', dataSource: producerDb, nats: bed.nats, routing, logger });
    relay.start();
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((consumer) => consumer.stop()));
    await relay.stop();
  });

  afterAll(() => bed?.close());

  const stream = () => routing.stream('tricks').name;

  function startConsumer(
    subscriptions:
      EventSubscription<PointsAwardedV1> | EventSubscription<PointsAwardedV1>[] = pointsSubscription(),
    dataSource: DataSource = consumerDb,
  ): DurableEventConsumer {
    const consumer = new DurableEventConsumer({
      service: 'posts',
      stream: routing.stream('tricks'),
      subscriptions: Array.isArray(subscriptions) ? subscriptions : [subscriptions],
      routing,
      dataSource,
      nats: bed.nats,
      settings: CONSUMER_SETTINGS,
      logger,
    });
    consumer.start();
    running.push(consumer);
    return consumer;
  }

  /** Publishes as a misbehaving or replaying producer would, bypassing the outbox. */
  async function publishDirectly(body: object | string, msgID: string): Promise<void> {
    await ensureStream(bed.jsm, routing.stream('tricks'));
    const data = typeof body === 'string' ? body : JSON.stringify(body);
    await bed.nats.jetstream().publish(routing.subject(TEST_EVENTS.pointsAwarded), data, { msgID });
  }

  const settled = () =>
    eventually(async () => expect(await bed.consumerSettled(stream(), 'posts')).toBe(true));

  it('handles events published while it was stopped, each once, when it starts again', async () => {
    const [first, ...later] = awards(4);
    const consumer = startConsumer();
    await awardPoints(producerDb, new Outbox(routing), [first]);
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce([first])));
    await consumer.stop();

    await awardPoints(producerDb, new Outbox(routing), later);
    await eventually(async () => expect(await bed.streamMessages(stream())).toBe(4));
    await sleep(200);
    expect(await readTally(consumerDb)).toEqual(exactlyOnce([first]));

    startConsumer();
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce([first, ...later])));
    await settled();
    expect(await readTally(consumerDb)).toEqual(exactlyOnce([first, ...later]));
  });

  it('stops promptly at any point of starting, also while it is still setting up its subscription', async () => {
    // A service stopped right after it started: whichever step the consumer is in, stop() must return.
    for (const delayMs of [0, 1, 2, 3, 5, 8, 13, 21, 34, 55]) {
      const consumer = startConsumer();
      await sleep(delayMs);
      const stopped = await Promise.race([consumer.stop().then(() => true), sleep(3000, false)]);
      expect({ delayMs, stopped }).toEqual({ delayMs, stopped: true });
    }
  });

  it('changes nothing when the same event arrives twice', async () => {
    const [award] = awards(1);
    const envelope = buildEventEnvelope(TEST_EVENTS.pointsAwarded, award, {
      producer: 'tricks',
      correlationId: 'c',
    });
    // Two message ids, so that JetStream keeps both copies, as after a republish outside its window.
    await publishDirectly(envelope, 'first-copy');
    await publishDirectly(envelope, 'second-copy');
    expect(await bed.streamMessages(stream())).toBe(2);

    startConsumer();
    await settled();
    expect(await readTally(consumerDb)).toEqual(exactlyOnce([award]));
    expect(await consumerDb.getRepository(InboxEventEntity).findBy({ eventId: envelope.id })).toEqual([
      expect.objectContaining({ consumer: 'posts', subject: routing.subject(TEST_EVENTS.pointsAwarded) }),
    ]);
  });

  it('reads audit copies alone when it asks for them: only the audited events reach it', async () => {
    const [everyday, taken] = awards(2);
    await awardPoints(producerDb, new Outbox(routing), [everyday]);
    const [audited] = await awardPoints(producerDb, new Outbox(routing), [taken], {
      actorId: 'an-admin',
      asAdmin: true,
    });

    startConsumer({ ...pointsSubscription(), audited: true });
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce([taken])));
    await settled();
    const info = await bed.jsm.consumers.info(stream(), 'posts');
    expect(info.config.filter_subject).toBe(routing.auditSubject(TEST_EVENTS.pointsAwarded));
    expect({ inStream: await bed.streamMessages(stream()), delivered: info.delivered.consumer_seq }).toEqual({
      inStream: 3,
      delivered: 1,
    });
    const inbox = await consumerDb.getRepository(InboxEventEntity).find();
    expect(inbox).toEqual([
      expect.objectContaining({
        consumer: 'posts:audit',
        eventId: audited.id,
        subject: routing.auditSubject(TEST_EVENTS.pointsAwarded),
      }),
    ]);
  });

  it('handles an audited event and its copy each once when it reads both', async () => {
    const [award] = awards(1);
    const [envelope] = await awardPoints(producerDb, new Outbox(routing), [award], {
      actorId: 'an-admin',
      actingAs: randomUUID(),
    });

    startConsumer([pointsSubscription(), { ...pointsSubscription(), audited: true }]);
    const twice = { entries: 2, distinctEvents: 1, total: 2 * award.points };
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(twice));
    await settled();
    expect(await readTally(consumerDb)).toEqual(twice);
    const inbox = await consumerDb.getRepository(InboxEventEntity).find({ order: { consumer: 'ASC' } });
    expect(inbox.map(({ consumer, eventId }) => ({ consumer, eventId }))).toEqual([
      { consumer: 'posts', eventId: envelope.id },
      { consumer: 'posts:audit', eventId: envelope.id },
    ]);
    expect((await bed.jsm.consumers.info(stream(), 'posts')).config.filter_subject).toBe(
      routing.stream('tricks').subjects[0],
    );
  });

  it("is delivered only the one kind of event it reads, and the stream's events when it reads several", async () => {
    const revoked = defineEvent('tricks', 'points-revoked', 1, PointsAwardedV1);
    const filterOf = async () => (await bed.jsm.consumers.info(stream(), 'posts')).config.filter_subject;
    const [first, second] = awards(2);
    const consumer = startConsumer();
    await awardPoints(producerDb, new Outbox(routing), [first]);
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce([first])));
    await bed.nats.jetstream().publish(routing.subject(revoked), JSON.stringify({}), { msgID: 'revoked' });
    await awardPoints(producerDb, new Outbox(routing), [second]);
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce([first, second])));

    expect(await filterOf()).toBe(routing.subject(TEST_EVENTS.pointsAwarded));
    const info = await bed.jsm.consumers.info(stream(), 'posts');
    expect({ streamSeq: info.delivered.stream_seq, deliveries: info.delivered.consumer_seq }).toEqual({
      streamSeq: 3,
      deliveries: 2,
    });

    await consumer.stop();
    running.splice(running.indexOf(consumer), 1);
    startConsumer([pointsSubscription(), { ...pointsSubscription(), definition: revoked, name: 'revoke' }]);
    await eventually(async () => expect(await filterOf()).toBe(routing.eventsOf('tricks')));

    // A busy event and an audit copy sit a level lower: the stream takes them, the filter leaves them out.
    const tapped = defineBusyEvent('tricks', 'points-tapped', 1, PointsAwardedV1);
    await bed.nats.jetstream().publish(routing.subject(tapped), JSON.stringify({}), { msgID: 'tapped' });
    const [third] = awards(1);
    await awardPoints(producerDb, new Outbox(routing), [third], { actorId: 'an-admin', asAdmin: true });
    await eventually(async () =>
      expect(await readTally(consumerDb)).toEqual(exactlyOnce([first, second, third])),
    );
    await settled();
    const after = await bed.jsm.consumers.info(stream(), 'posts');
    // The server may move the consumer's position past the messages its filter skips, or not yet: what
    // holds is that it is at or past the last award, with nothing left for it.
    const { seq: lastAward } = await bed.jsm.streams.getMessage(stream(), {
      last_by_subj: routing.subject(TEST_EVENTS.pointsAwarded),
    });
    expect({
      pastLastAward: after.delivered.stream_seq >= lastAward,
      pending: after.num_pending,
      inStream: await bed.streamMessages(stream()),
    }).toEqual({ pastLastAward: true, pending: 0, inStream: 6 });
  });

  it('dead-letters an event whose handler keeps failing after maxDeliver deliveries, and goes on', async () => {
    const [before, poisoned, after] = awards(3);
    const attempts = new Map<number, number>();
    startConsumer(
      pointsSubscription(async (award, context) => {
        attempts.set(award.points, (attempts.get(award.points) ?? 0) + 1);
        await recordPoints(context.manager, award, context);
        // Thrown after writing: the transaction must roll the writes back.
        if (award.points === poisoned.points) throw new Error('the ledger rejects this award');
      }),
    );
    const [, poisonedEnvelope] = await awardPoints(producerDb, new Outbox(routing), [
      before,
      poisoned,
      after,
    ]);

    await eventually(async () => expect(await consumerDb.getRepository(DeadLetterEntity).count()).toBe(1));
    await settled();
    expect(await readTally(consumerDb)).toEqual(exactlyOnce([before, after]));
    expect(attempts.get(poisoned.points)).toBe(3);
    const [letter] = await consumerDb.getRepository(DeadLetterEntity).find();
    expect(letter).toMatchObject({
      consumer: 'posts',
      subject: routing.subject(TEST_EVENTS.pointsAwarded),
      eventId: poisonedEnvelope.id,
      envelope: poisonedEnvelope,
      deliveries: 3,
      error: 'Delivery 3 of 3: PointsLedger.record failed: the ledger rejects this award',
    });
    expect(logger.messages('error')).toEqual([expect.stringContaining(`Dead letter: posts gave up on`)]);
  });

  it('replays a dead letter once its handler is fixed: handled once, the letter gone', async () => {
    const [before, poisoned] = awards(2);
    let fixed = false;
    startConsumer(
      pointsSubscription(async (award, context) => {
        if (award.points === poisoned.points && !fixed) throw new Error('not yet');
        await recordPoints(context.manager, award, context);
      }),
    );
    await awardPoints(producerDb, new Outbox(routing), [before, poisoned]);
    await eventually(async () => expect(await consumerDb.getRepository(DeadLetterEntity).count()).toBe(1));
    await settled();
    await publishDirectly('{"never": an event', 'unreadable');
    await eventually(async () => expect(await consumerDb.getRepository(DeadLetterEntity).count()).toBe(2));

    fixed = true;
    const outcomes = await replayDeadLetters(consumerDb, bed.nats);

    expect(outcomes.map((outcome) => outcome.replayed).sort()).toEqual([false, true]);
    await eventually(async () =>
      expect(await readTally(consumerDb)).toEqual(exactlyOnce([before, poisoned])),
    );
    await settled();
    // Settled after the replay, and still each once.
    expect(await readTally(consumerDb)).toEqual(exactlyOnce([before, poisoned]));
    const left = await consumerDb.getRepository(DeadLetterEntity).find();
    expect(left).toEqual([expect.objectContaining({ eventId: null })]);
    expect(await replayDeadLetters(consumerDb, bed.nats, { ids: [left[0].id] })).toEqual([
      expect.objectContaining({ replayed: false, reason: 'not a readable event' }),
    ]);
  });

  it('dead-letters an invalid event at its first delivery, and goes on', async () => {
    const [valid] = awards(1);
    const invalid = buildEventEnvelope(
      TEST_EVENTS.pointsAwarded,
      { awardId: 'not-an-id', points: 0 },
      { producer: 'tricks', correlationId: 'c' },
    );
    await publishDirectly('{"this is": not json', 'garbage');
    await publishDirectly(invalid, invalid.id);
    await awardPoints(producerDb, new Outbox(routing), [valid]);

    startConsumer();
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce([valid])));
    await settled();
    const letters = await consumerDb.getRepository(DeadLetterEntity).find({ order: { createdAt: 'ASC' } });
    expect(letters).toEqual([
      expect.objectContaining({
        eventId: null,
        envelope: '{"this is": not json',
        error: 'The message is not JSON.',
        deliveries: 1,
      }),
      expect.objectContaining({
        eventId: invalid.id,
        envelope: invalid,
        error: 'Invalid PointsAwardedV1: awardId must be a UUID; points must not be less than 1',
        deliveries: 1,
      }),
    ]);
  });

  describe('when PostgreSQL goes away', () => {
    let proxy: TcpProxy;

    beforeEach(async () => {
      proxy = await startTcpProxy(bed.database.url);
    });

    afterEach(() => proxy.close());

    it('holds the events, without spending their deliveries, and handles each once when it is back', async () => {
      const throughProxy = await bed.serviceDataSource('posts', proxy.url(bed.database.url));
      const awarded = awards(5);
      startConsumer(pointsSubscription(), throughProxy);

      proxy.cut();
      await awardPoints(producerDb, new Outbox(routing), awarded);
      // Long enough for several failed attempts: more than maxDeliver would have dead-lettered them.
      await sleep(1500);
      expect(await readTally(consumerDb)).toEqual(exactlyOnce([]));
      proxy.restore();

      await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce(awarded)));
      await settled();
      expect(await consumerDb.getRepository(DeadLetterEntity).count()).toBe(0);
      expect(logger.messages('warn')).toContainEqual(expect.stringContaining('The database does not answer'));
    });
  });
});
