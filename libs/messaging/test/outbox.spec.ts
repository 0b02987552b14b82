import { defineEvent, type EventEnvelope } from '@boonies/contracts/events';
import { startTcpProxy, testNatsUrl } from '@boonies/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import {
  buildEventEnvelope,
  connectNats,
  DurableEventConsumer,
  ensureStream,
  newEvent,
  Outbox,
  OutboxEventEntity,
  OutboxRelay,
  type EventRouting,
  type OutboxRelaySettings,
} from '../src';
import { eventually } from './support/eventually';
import { MessagingTestBed } from './support/messaging-test-bed';
import {
  awards,
  createPointsLedger,
  exactlyOnce,
  pointsSubscription,
  readTally,
} from './support/points-ledger';
import { awardPoints, createAwardsTable } from './support/points-producer';
import { RecordingLogger } from './support/recording-logger';
import { PointsAwardedV1, TEST_EVENTS } from './support/test-events';

const RELAY_SETTINGS: Partial<OutboxRelaySettings> = {
  jetStreamTimeoutMs: 500,
  retry: { initialDelayMs: 50, maxDelayMs: 300 },
};

describe('Outbox and OutboxRelay', () => {
  let bed: MessagingTestBed;
  let producerDb: DataSource;
  let consumerDb: DataSource;
  let routing: EventRouting;
  let outbox: Outbox;
  let logger: RecordingLogger;
  const stopAtEnd: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    bed = await MessagingTestBed.open('outbox_relay');
    producerDb = await bed.serviceDataSource('tricks');
    consumerDb = await bed.serviceDataSource('posts');
    await createAwardsTable(producerDb);
    await createPointsLedger(consumerDb);
  });

  beforeEach(async () => {
    await producerDb.query(`TRUNCATE tricks.awards, tricks.outbox`);
    await consumerDb.query(`TRUNCATE posts.points_ledger, posts.inbox`);
    await consumerDb.query(`UPDATE posts.points_total SET total = 0`);
    routing = bed.newRouting();
    outbox = new Outbox(routing);
    logger = new RecordingLogger();
  });

  afterEach(async () => {
    await Promise.all(stopAtEnd.splice(0).map((running) => running.stop()));
  });

  afterAll(() => bed?.close());

  const stream = () => routing.stream('tricks').name;
  const outboxRows = () => producerDb.getRepository(OutboxEventEntity).find({ order: { sequence: 'ASC' } });

  function startRelay(
    settings: Partial<OutboxRelaySettings> = {},
    { nats = bed.nats, dataSource = producerDb } = {},
  ): OutboxRelay {
    const relay = new OutboxRelay({
      service: 'tricks',
      dataSource,
      nats,
      routing,
      settings: { ...RELAY_SETTINGS, ...settings },
      logger,
    });
    relay.start();
    stopAtEnd.push(relay);
    return relay;
  }

  function startConsumer(): void {
    const consumer = new DurableEventConsumer({
      service: 'posts',
      stream: routing.stream('tricks'),
      subscriptions: [pointsSubscription()],
      routing,
      dataSource: consumerDb,
      nats: bed.nats,
      logger,
    });
    consumer.start();
    stopAtEnd.push(consumer);
  }

  describe('Outbox', () => {
    it('writes nothing when the transaction rolls back', async () => {
      const failing = producerDb.transaction(async (manager) => {
        await outbox.append(manager, TEST_EVENTS.pointsAwarded, awards(1)[0], {
          producer: 'tricks',
          correlationId: 'c',
        });
        throw new Error('the award is refused');
      });
      await expect(failing).rejects.toThrow('the award is refused');
      expect(await outboxRows()).toEqual([]);
    });

    it('writes an audited event twice, the second row on its audit subject, with the same envelope', async () => {
      const [everyday, taken] = awards(2);
      await awardPoints(producerDb, outbox, [everyday]);
      const [audited] = await awardPoints(producerDb, outbox, [taken], {
        actorId: 'an-admin',
        asAdmin: true,
      });

      const rows = await outboxRows();
      expect(rows.map(({ subject }) => subject)).toEqual([
        routing.subject(TEST_EVENTS.pointsAwarded),
        routing.subject(TEST_EVENTS.pointsAwarded),
        routing.auditSubject(TEST_EVENTS.pointsAwarded),
      ]);
      expect(rows[1].id).toBe(audited.id);
      expect(rows[2].id).not.toBe(audited.id);
      expect(rows[2].envelope).toEqual(rows[1].envelope);
    });

    it('writes the events of one change in their order, with one statement', async () => {
      const [first, second] = awards(2);
      const revoked = defineEvent('tricks', 'points-revoked', 1, PointsAwardedV1);
      const statements: string[] = [];
      const envelopes = await producerDb.transaction(async (manager) => {
        const query = manager.query.bind(manager);
        manager.query = (text: string, parameters?: unknown[]) => {
          statements.push(text);
          return query(text, parameters);
        };
        return outbox.appendAll(
          manager,
          [newEvent(TEST_EVENTS.pointsAwarded, first), newEvent(revoked, second)],
          { producer: 'tricks', correlationId: 'c' },
        );
      });

      expect(statements).toHaveLength(1);
      const rows = await outboxRows();
      expect(rows.map(({ id, subject }) => ({ id, subject }))).toEqual([
        { id: envelopes[0].id, subject: routing.subject(TEST_EVENTS.pointsAwarded) },
        { id: envelopes[1].id, subject: routing.subject(revoked) },
      ]);
      expect(rows[1].envelope).toMatchObject({ type: 'tricks.points-revoked', data: second });
    });

    describe('republishAs', () => {
      // The same fact as another service announces it: tricks republishes it under its own name.
      const announcedByPosts = defineEvent('posts', 'points-awarded', 1, PointsAwardedV1);
      const received = (): EventEnvelope<PointsAwardedV1> =>
        buildEventEnvelope(
          announcedByPosts,
          awards(1)[0],
          {
            producer: 'posts',
            correlationId: 'corr-republished',
            actorId: 'an-admin',
            actingAs: '0d6f5f5e-3b1c-4f6e-9a43-2b0e4f3f6a10',
            target: { type: 'post', id: 'post-1', ownerId: null },
            traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
          },
          new Date('2026-05-01T10:00:00.000Z'),
        );

      it('keeps the received id, time, actor, audit marks, target and trace, under its own type and producer', async () => {
        const original = received();
        const republished = await producerDb.transaction((manager) =>
          outbox.republishAs(manager, TEST_EVENTS.pointsAwarded, original, 'tricks'),
        );

        const expected = { ...original, type: 'tricks.points-awarded', producer: 'tricks' };
        expect(republished).toEqual(expected);
        const rows = await outboxRows();
        // Taken in puppet mode: also on the audit subject, as an event appended by tricks would be.
        expect(rows.map(({ id, subject }) => ({ id, subject }))).toEqual([
          { id: original.id, subject: routing.subject(TEST_EVENTS.pointsAwarded) },
          {
            id: expect.not.stringMatching(original.id),
            subject: routing.auditSubject(TEST_EVENTS.pointsAwarded),
          },
        ]);
        expect(rows.map(({ envelope }) => envelope)).toEqual([expected, expected]);
      });

      it('leaves out what the received envelope did not carry', async () => {
        const plain = buildEventEnvelope(announcedByPosts, awards(1)[0], {
          producer: 'posts',
          correlationId: 'corr-plain',
        });
        await producerDb.transaction((manager) =>
          outbox.republishAs(manager, TEST_EVENTS.pointsAwarded, plain, 'tricks'),
        );

        const [row] = await outboxRows();
        expect(Object.keys(row.envelope).sort()).toEqual(
          ['correlationId', 'data', 'id', 'occurredAt', 'producer', 'type', 'version'].sort(),
        );
        expect(row.id).toBe(plain.id);
      });

      it('refuses an event the republishing service does not own, and a write outside a transaction', async () => {
        const foreign = producerDb.transaction((manager) =>
          outbox.republishAs(manager, announcedByPosts, received(), 'tricks'),
        );
        await expect(foreign).rejects.toThrow(
          'The tricks service cannot emit posts.points-awarded: posts owns that event.',
        );
        await expect(
          outbox.republishAs(producerDb.manager, TEST_EVENTS.pointsAwarded, received(), 'tricks'),
        ).rejects.toThrow(
          'Outbox.republishAs(tricks.points-awarded) needs the EntityManager of an open transaction',
        );
        expect(await outboxRows()).toEqual([]);
      });
    });

    it('refuses to write outside a transaction', async () => {
      const meta = { producer: 'tricks' as const, correlationId: 'c' };
      await expect(
        outbox.append(producerDb.manager, TEST_EVENTS.pointsAwarded, awards(1)[0], meta),
      ).rejects.toThrow(
        'Outbox.append(tricks.points-awarded) needs the EntityManager of an open transaction',
      );
    });

    it('refuses an event that another service owns', async () => {
      const appending = producerDb.transaction((manager) =>
        outbox.append(manager, TEST_EVENTS.pointsAwarded, awards(1)[0], {
          producer: 'posts',
          correlationId: 'c',
        }),
      );
      await expect(appending).rejects.toThrow(
        'The posts service cannot emit tricks.points-awarded: tricks owns that event.',
      );
    });
  });

  it('publishes events committed while no relay ran, once, after a crash between commit and publish', async () => {
    const awarded = awards(3);
    const envelopes = await awardPoints(producerDb, outbox, awarded);
    // The crash: state and events are committed, nothing is published.
    expect(await producerDb.query(`SELECT count(*)::int AS count FROM tricks.awards`)).toEqual([
      { count: 3 },
    ]);
    expect(await bed.streamMessages(stream())).toBe(0);

    const relay = startRelay();
    startConsumer();
    await eventually(async () => expect(await relay.backlog()).toBe(0));
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce(awarded)));
    expect(await bed.streamMessages(stream())).toBe(3);
    expect((await outboxRows()).map(({ id, attempts, lastError }) => ({ id, attempts, lastError }))).toEqual(
      envelopes.map(({ id }) => ({ id, attempts: 1, lastError: null })),
    );
  });

  it('publishes once an event whose relay crashed after publishing but before marking it', async () => {
    const awarded = awards(1);
    const [envelope] = await awardPoints(producerDb, outbox, awarded);
    // The dying relay got the ack but never marked the row.
    await ensureStream(bed.jsm, routing.stream('tricks'));
    const [row] = await outboxRows();
    await bed.nats.jetstream().publish(row.subject, JSON.stringify(envelope), { msgID: row.id });

    const relay = startRelay();
    startConsumer();
    await eventually(async () => expect(await relay.backlog()).toBe(0));
    await eventually(async () => expect(await readTally(consumerDb)).toEqual(exactlyOnce(awarded)));
    // JetStream dropped the second publish of the same Nats-Msg-Id.
    expect(await bed.streamMessages(stream())).toBe(1);
  });

  it('publishes the moment a transaction commits, without waiting for the poll, also after its listener dropped', async () => {
    const relay = startRelay({ pollIntervalMs: 60_000 });
    await eventually(async () => expect(await listenerBackends()).toBe(1));

    await awardPoints(producerDb, outbox, awards(1));
    await eventually(async () => expect(await relay.backlog()).toBe(0), { timeoutMs: 2000 });

    // PostgreSQL ends the listening session; the relay must listen again on a new one.
    await producerDb.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await eventually(async () => expect(await listenerBackends()).toBe(1));
    await awardPoints(producerDb, outbox, awards(1));
    await eventually(async () => expect(await relay.backlog()).toBe(0), { timeoutMs: 2000 });
    expect(await bed.streamMessages(stream())).toBe(2);
  });

  it('keeps events through a NATS outage, records the failures and publishes them when NATS is back', async () => {
    const proxy = await startTcpProxy(testNatsUrl());
    const nats = await connectNats({ servers: proxy.url(testNatsUrl()), name: 'relay behind proxy', logger });
    stopAtEnd.push({
      async stop() {
        await nats.close();
        await proxy.close();
      },
    });
    const relay = startRelay({}, { nats });

    const [beforeOutage, ...duringOutage] = awards(4);
    await awardPoints(producerDb, outbox, [beforeOutage]);
    await eventually(async () => expect(await relay.backlog()).toBe(0));

    proxy.cut();
    await awardPoints(producerDb, outbox, duringOutage);
    await eventually(async () => {
      const [, firstDuringOutage] = await outboxRows();
      expect(firstDuringOutage.attempts).toBeGreaterThanOrEqual(1);
      expect(firstDuringOutage.lastError).toEqual(expect.any(String));
    });
    expect(await relay.backlog()).toBe(3);

    proxy.restore();
    startConsumer();
    await eventually(async () => expect(await relay.backlog()).toBe(0));
    await eventually(async () =>
      expect(await readTally(consumerDb)).toEqual(exactlyOnce([beforeOutage, ...duringOutage])),
    );
    expect(await bed.streamMessages(stream())).toBe(4);
    expect(logger.messages('warn')).toContainEqual(expect.stringContaining('Cannot publish outbox events'));
  });

  it('lets several relays share one outbox, each event published by exactly one of them', async () => {
    const awarded = awards(300);
    await awardPoints(producerDb, outbox, awarded);
    // Each relay with a DataSource of its own, as in separate replicas of the service.
    const replicas = await Promise.all([1, 2, 3].map(() => bed.serviceDataSource('tricks')));
    const relays = replicas.map((dataSource) => startRelay({ batchSize: 20 }, { dataSource }));
    await eventually(async () => expect(await relays[0].backlog()).toBe(0));
    // A row published by two relays would have been marked twice.
    const attempts = await producerDb.query(`SELECT DISTINCT attempts FROM tricks.outbox`);
    expect(attempts).toEqual([{ attempts: 1 }]);
    expect(await bed.streamMessages(stream())).toBe(300);
  });

  it('stops gracefully and reports the events it left', async () => {
    const relay = startRelay();
    await eventually(async () => expect(await listenerBackends()).toBe(1));
    await relay.stop();
    // The server ends the closed connection's backend on its own time: it lingers in pg_stat_activity briefly.
    await eventually(async () => expect(await listenerBackends()).toBe(0));

    await awardPoints(producerDb, outbox, awards(2));
    await sleep(300);
    expect(await relay.backlog()).toBe(2);
  });

  async function listenerBackends(): Promise<number> {
    const [{ count }] = await producerDb.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    return count;
  }
});
