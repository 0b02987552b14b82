import { AUTH_EVENTS, SessionRevokedV1, UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { testNatsUrl } from '@boonies/testing';
import { Inject, Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import {
  buildEventEnvelope,
  ensureStream,
  EventHandler,
  MESSAGING_ENTITIES,
  MessagingModule,
  NATS_CONNECTION,
  Outbox,
  OutboxRelay,
  type EventContext,
  type EventRouting,
} from '../src';
import { PointsConsumerModule } from './fixtures/points-consumer.module';
import { eventually } from './support/eventually';
import { MessagingTestBed } from './support/messaging-test-bed';
import { awards, createPointsLedger, exactlyOnce, readTally } from './support/points-ledger';
import { awardPoints, createAwardsTable } from './support/points-producer';
import { RecordingLogger } from './support/recording-logger';
import type { PointsAwardedV1 } from './support/test-events';

/** A feature of the producing service: it only injects the DataSource and the Outbox. */
@Injectable()
class AwardsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  award(awarded: PointsAwardedV1[]): Promise<EventEnvelope<PointsAwardedV1>[]> {
    return awardPoints(this.dataSource, this.outbox, awarded);
  }
}

@Module({ providers: [AwardsService] })
class AwardsModule {}

/** A projection of another producer's events in the consuming service, one method handling two events. */
@Injectable()
class AccountsProjection {
  @EventHandler(AUTH_EVENTS.userRegistered)
  @EventHandler(AUTH_EVENTS.userUpdated)
  async onProfileChanged(
    profile: UserProfileChangedV1,
    context: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await this.remember(context, profile.userId);
  }

  @EventHandler(AUTH_EVENTS.sessionRevoked)
  async onSessionRevoked(session: SessionRevokedV1, context: EventContext<SessionRevokedV1>): Promise<void> {
    await this.remember(context, session.userId);
  }

  private async remember({ envelope, manager }: EventContext<unknown>, userId: string): Promise<void> {
    await manager.query(`INSERT INTO posts.account_events (event_type, user_id) VALUES ($1, $2)`, [
      envelope.type,
      userId,
    ]);
  }
}

@Module({})
class ConsumingServiceModule {}

describe('MessagingModule', () => {
  let bed: MessagingTestBed;
  let routing: EventRouting;
  let producer: INestApplicationContext;
  let consumer: INestApplicationContext;
  let closed = false;

  beforeAll(async () => {
    bed = await MessagingTestBed.open('messaging_module');
    routing = bed.newRouting();
    await createAwardsTable(await bed.serviceDataSource('tricks'));
    const consumerDb = await bed.serviceDataSource('posts');
    await createPointsLedger(consumerDb);
    await consumerDb.query(
      `CREATE TABLE posts.account_events (event_type text NOT NULL, user_id uuid NOT NULL)`,
    );

    producer = await NestFactory.createApplicationContext(
      {
        module: AwardsModule,
        imports: [
          TypeOrmModule.forRoot({
            type: 'postgres',
            url: bed.database.url,
            schema: 'tricks',
            entities: MESSAGING_ENTITIES,
          }),
          MessagingModule.forService({ service: 'tricks', natsUrl: testNatsUrl(), routing }),
        ],
      },
      { logger: new RecordingLogger() },
    );
    consumer = await NestFactory.createApplicationContext(
      {
        module: ConsumingServiceModule,
        imports: [
          PointsConsumerModule.forConfig({
            databaseUrl: bed.database.url,
            natsUrl: testNatsUrl(),
            namespace: routing.namespace ?? '',
          }),
        ],
        providers: [AccountsProjection],
      },
      { logger: new RecordingLogger() },
    );
  });

  afterAll(async () => {
    try {
      if (!closed) await Promise.all([producer?.close(), consumer?.close()]);
    } finally {
      await bed?.close();
    }
  });

  const consumerDb = () => consumer.get(DataSource);

  it('carries events from a transaction of one service to the handlers of another, each once', async () => {
    const awarded = awards(20);
    await producer.get(AwardsService).award(awarded);
    await eventually(async () => expect(await readTally(consumerDb())).toEqual(exactlyOnce(awarded)));
    await eventually(async () => expect(await producer.get(OutboxRelay).backlog()).toBe(0));
  });

  it('reads every producer stream its handlers need through a durable consumer named after the service', async () => {
    const userId = randomUUID();
    const profile = {
      userId,
      username: 'deck_queen',
      displayName: null,
      profilePicture: null,
      proStatus: false,
      amateurStatus: true,
      flowStatus: false,
      isBrand: false,
      isAdmin: false,
      isTrusted: false,
      isActive: true,
      updatedAt: new Date().toISOString(),
    };
    await publishAuthEvent(AUTH_EVENTS.userRegistered, profile);
    await publishAuthEvent(AUTH_EVENTS.userUpdated, { ...profile, displayName: 'Deck Queen' });
    await publishAuthEvent(AUTH_EVENTS.sessionRevoked, { sessionId: randomUUID(), userId });

    await eventually(async () =>
      expect(
        await consumerDb().query(
          `SELECT event_type FROM posts.account_events WHERE user_id = $1 ORDER BY 1`,
          [userId],
        ),
      ).toEqual([
        { event_type: 'auth.session-revoked' },
        { event_type: 'auth.user-registered' },
        { event_type: 'auth.user-updated' },
      ]),
    );
    for (const service of ['auth', 'tricks'] as const) {
      const info = await bed.jsm.consumers.info(routing.stream(service).name, 'posts');
      expect(info.config.durable_name).toBe('posts');
    }
  });

  it('finishes its work and lets go of NATS and PostgreSQL when the application closes', async () => {
    const nats = producer.get<NatsConnection>(NATS_CONNECTION);
    const producerDb = producer.get(DataSource);
    await producer.close();
    await consumer.close();
    closed = true;
    expect(nats.isClosed()).toBe(true);
    expect(producerDb.isInitialized).toBe(false);
  });

  async function publishAuthEvent(definition: EventDefinition, data: object): Promise<void> {
    const envelope = buildEventEnvelope(definition, data, { producer: 'auth', correlationId: 'test' });
    await ensureStream(bed.jsm, routing.stream('auth'));
    await bed.nats
      .jetstream()
      .publish(routing.subject(definition), JSON.stringify(envelope), { msgID: envelope.id });
  }
});
