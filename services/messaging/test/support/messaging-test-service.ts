import {
  type CallerIdentity,
  type EventDefinition,
  type EventEnvelope,
  type PreferencesChangedV1,
  type RpcRequest,
  type RpcResponse,
  type RpcSubject,
  type ServiceName,
  type UserProfileChangedV1,
  DEFAULT_PREFERENCES,
  EVENTS,
} from '@boonies/contracts';
import { buildEventEnvelope, ensureStream, EventRouting, RpcClient } from '@boonies/messaging';
import { createLogger, createServiceApp, loadConfig, ServiceConfig } from '@boonies/platform';
import { createTestDatabase, testNatsUrl, uniqueTestName, type TestDatabase } from '@boonies/testing';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';

export interface OutboxRow<TData = unknown> {
  subject: string;
  envelope: EventEnvelope<TData>;
}

/** The producers whose events the messaging service reads, besides its own. */
const PRODUCERS: ServiceName[] = ['messaging', 'auth', 'posts', 'verification', 'sponsorships', 'tricks'];

/**
 * The real messaging service as a NATS microservice, on a database and event streams of its own, called
 * through the gateway's `RpcClient`; tests publish other services' events to it the way those services would.
 */
export class MessagingTestService {
  private constructor(
    readonly app: INestMicroservice,
    readonly database: TestDatabase,
    readonly rpc: RpcClient,
    readonly routing: EventRouting,
    readonly dataSource: DataSource,
    private readonly nats: NatsConnection,
  ) {}

  static async start(label: string): Promise<MessagingTestService> {
    const database = await createTestDatabase(`messaging_${label}`);
    const config = loadConfig(ServiceConfig, {
      DATABASE_URL: database.url,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    });
    const routing = new EventRouting({ namespace: uniqueTestName('messaging') });
    const app = await createServiceApp({
      service: 'messaging',
      config,
      appModule: AppModule.forRoot(config, { routing }),
      logger: createLogger('messaging-test', config.LOG_LEVEL),
    });
    await app.listen();
    const rpc = await RpcClient.connect({
      servers: config.NATS_URL,
      name: `test ${label}`,
      timeoutMs: 10_000,
    });
    const nats = await connect({ servers: config.NATS_URL });
    return new MessagingTestService(app, database, rpc, routing, app.get(DataSource), nats);
  }

  /** Calls the service as the gateway does, on behalf of `caller` when given. */
  call<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    caller?: CallerIdentity,
  ): Promise<RpcResponse<S>> {
    return this.rpc.call(subject, payload, { correlationId: randomUUID(), caller });
  }

  /** Sends a payload the contract types would refuse, to see the service refuse it too. */
  callUnchecked(subject: RpcSubject, payload: unknown, caller?: CallerIdentity): Promise<unknown> {
    return this.rpc.call(subject, payload as never, { correlationId: randomUUID(), caller });
  }

  /** Publishes an envelope onto its producer's (namespaced) stream, as that producer's outbox relay would. */
  async publishEnvelope(
    definition: EventDefinition,
    envelope: EventEnvelope,
    msgID = envelope.id,
  ): Promise<void> {
    const producer = this.routing.producerOf(definition);
    await ensureStream(await this.nats.jetstreamManager(), this.routing.stream(producer));
    await this.nats
      .jetstream()
      .publish(this.routing.subject(definition), JSON.stringify(envelope), { msgID });
  }

  /** Publishes the event and waits until the service has handled it (its inbox row is committed). */
  async deliver<TData extends object>(
    definition: EventDefinition,
    data: TData,
    options: { occurredAt?: Date } = {},
  ): Promise<EventEnvelope<TData>> {
    const producer = this.routing.producerOf(definition);
    const envelope = buildEventEnvelope(
      definition,
      data,
      { producer, correlationId: randomUUID() },
      options.occurredAt,
    );
    await this.publishEnvelope(definition, envelope);
    await this.handled(envelope.id);
    return envelope;
  }

  /**
   * Delivers the same event again under a new message id, as after JetStream's duplicate window, and
   * waits for it to be settled (the inbox turns it away).
   */
  async redeliver(definition: EventDefinition, envelope: EventEnvelope): Promise<void> {
    await this.publishEnvelope(definition, envelope, randomUUID());
    await this.settled(this.routing.producerOf(definition));
  }

  /** Waits until the service's durable consumer of `producer` has acknowledged everything delivered. */
  async settled(producer: ServiceName): Promise<void> {
    const jsm = await this.nats.jetstreamManager();
    const stream = this.routing.stream(producer).name;
    for (let attempt = 0; attempt < 200; attempt++) {
      const consumers = await jsm.consumers.list(stream).next();
      if (
        consumers.length > 0 &&
        consumers.every((info) => info.num_pending === 0 && info.num_ack_pending === 0)
      ) {
        return;
      }
      await sleep(25);
    }
    throw new Error(`The ${producer} events were not settled within 5 s`);
  }

  /** Waits until the event with this id has been handled. */
  async handled(eventId: string): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const rows = await this.dataSource.query('SELECT 1 FROM messaging.inbox WHERE event_id = $1', [
        eventId,
      ]);
      if (rows.length > 0) return;
      await sleep(25);
    }
    throw new Error(`Event ${eventId} was not handled within 5 s`);
  }

  /** Registers an account with the users projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    const user = newProfile(overrides);
    await this.deliver(EVENTS.auth.userRegistered, user);
    return user;
  }

  /** Saves a user's switches as the auth service announces them; unnamed switches keep their defaults. */
  async setPreferences(
    userId: string,
    changes: {
      notifications?: Partial<PreferencesChangedV1['notifications']>;
      privacy?: Partial<PreferencesChangedV1['privacy']>;
    },
    updatedAt = new Date(),
  ): Promise<void> {
    await this.deliver(EVENTS.auth.preferencesChanged, {
      userId,
      notifications: { ...DEFAULT_PREFERENCES.notifications, ...changes.notifications },
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...changes.privacy },
      updatedAt: updatedAt.toISOString(),
    });
  }

  async block(blockerId: string, blockedId: string): Promise<void> {
    await this.deliver(EVENTS.auth.blocked, { blockerId, blockedId });
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.deliver(EVENTS.auth.unblocked, { blockerId, blockedId });
  }

  /** The outbox rows of one event, oldest first. */
  outboxRows<TData>(definition: EventDefinition): Promise<OutboxRow<TData>[]> {
    return this.dataSource.query(
      'SELECT subject, envelope FROM messaging.outbox WHERE subject = $1 ORDER BY sequence',
      [this.routing.subject(definition)],
    );
  }

  /** The payloads of one event written so far, oldest first. */
  async announced<TData>(definition: EventDefinition): Promise<TData[]> {
    return (await this.outboxRows<TData>(definition)).map(({ envelope }) => envelope.data);
  }

  async stop(): Promise<void> {
    await this.rpc.close();
    await this.app.close();
    await this.nats.close();
    const nats = await connect({ servers: testNatsUrl() });
    try {
      const jsm = await nats.jetstreamManager();
      for (const producer of PRODUCERS) {
        await jsm.streams.delete(this.routing.stream(producer).name).catch(() => undefined);
      }
    } finally {
      await nats.close();
      await this.database.drop();
    }
  }
}

/** A signed-in caller. */
export function callerFor(userId: string): CallerIdentity {
  return { userId, isAdmin: false, sessionId: randomUUID() };
}

/** A plain skater's public profile, as the auth service announces it. */
export function newProfile(overrides: Partial<UserProfileChangedV1> = {}): UserProfileChangedV1 {
  return {
    userId: randomUUID(),
    username: `skater-${randomBytes(4).toString('hex')}`,
    displayName: null,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isAdmin: false,
    isTrusted: false,
    isActive: true,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
