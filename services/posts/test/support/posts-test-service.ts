import {
  EVENTS,
  type CallerIdentity,
  type EventDefinition,
  type EventEnvelope,
  type RpcRequest,
  type RpcResponse,
  type RpcSubject,
  type ServiceName,
  type TrickChangedV1,
  type UserProfileChangedV1,
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

/** The producers whose events the posts service reads, besides its own. */
const PRODUCERS: ServiceName[] = ['posts', 'auth', 'tricks', 'verification'];

/** Tricks the tests tag, as the tricks service announces its catalogue. */
export const FIXTURE_TRICKS: readonly Pick<TrickChangedV1, 'trickId' | 'name'>[] = [
  { trickId: 'fix-1', name: 'Ollie' },
  { trickId: 'fix-2', name: 'Kickflip' },
  { trickId: 'fix-3', name: 'Heelflip' },
];

/**
 * The real posts service as a NATS microservice, on a database and event streams of its own, called through
 * the gateway's `RpcClient`; tests publish other services' events to it the way those services would.
 */
export class PostsTestService {
  private constructor(
    readonly app: INestMicroservice,
    readonly database: TestDatabase,
    readonly rpc: RpcClient,
    readonly routing: EventRouting,
    readonly dataSource: DataSource,
    private readonly nats: NatsConnection,
  ) {}

  static async start(label: string): Promise<PostsTestService> {
    const database = await createTestDatabase(`posts_${label}`);
    const config = loadConfig(ServiceConfig, {
      DATABASE_URL: database.url,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    });
    const routing = new EventRouting({ namespace: uniqueTestName('posts') });
    const app = await createServiceApp({
      service: 'posts',
      config,
      appModule: AppModule.forRoot(config, { routing }),
      logger: createLogger('posts-test', config.LOG_LEVEL),
    });
    await app.listen();
    const rpc = await RpcClient.connect({
      servers: config.NATS_URL,
      name: `test ${label}`,
      timeoutMs: 10_000,
    });
    const nats = await connect({ servers: config.NATS_URL });
    const service = new PostsTestService(app, database, rpc, routing, app.get(DataSource), nats);
    for (const trick of FIXTURE_TRICKS) await service.announceTrick(trick.trickId, trick.name);
    return service;
  }

  /** Calls the service as the gateway does, on behalf of `caller` when given. */
  call<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    caller?: CallerIdentity,
  ): Promise<RpcResponse<S>> {
    return this.rpc.call(subject, payload, { correlationId: randomUUID(), caller });
  }

  /** Publishes another service's event onto its (namespaced) stream, as its outbox relay would. */
  async publish<TData extends object>(
    definition: EventDefinition,
    data: TData,
    occurredAt?: Date,
  ): Promise<EventEnvelope<TData>> {
    const producer = this.routing.producerOf(definition);
    await ensureStream(await this.nats.jetstreamManager(), this.routing.stream(producer));
    const envelope = buildEventEnvelope(
      definition,
      data,
      { producer, correlationId: randomUUID() },
      occurredAt,
    );
    await this.republish(definition, envelope);
    return envelope;
  }

  /**
   * Publishes an envelope again. With another message id JetStream cannot drop it as a duplicate, so it
   * reaches the service like a redelivery after the duplicate window: only the inbox stops it.
   */
  async republish(definition: EventDefinition, envelope: EventEnvelope, msgID = envelope.id): Promise<void> {
    await this.nats
      .jetstream()
      .publish(this.routing.subject(definition), JSON.stringify(envelope), { msgID });
  }

  /** Publishes the event and waits until the service has handled it (its inbox row is committed). */
  async deliver<TData extends object>(
    definition: EventDefinition,
    data: TData,
    occurredAt?: Date,
  ): Promise<EventEnvelope<TData>> {
    const envelope = await this.publish(definition, data, occurredAt);
    await this.handled(envelope.id);
    return envelope;
  }

  async handled(eventId: string): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const rows = await this.dataSource.query('SELECT 1 FROM posts.inbox WHERE event_id = $1', [eventId]);
      if (rows.length > 0) return;
      await sleep(25);
    }
    throw new Error(`event ${eventId} was not handled within 5 s`);
  }

  /** Registers an account with the author projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    const user = newProfile(overrides);
    await this.deliver(EVENTS.auth.userRegistered, user);
    return user;
  }

  async announceTrick(trickId: string, name: string, occurredAt?: Date): Promise<void> {
    await this.deliver<TrickChangedV1>(
      EVENTS.tricks.trickChanged,
      { trickId, name, category: 'flip-tricks', points: 20 },
      occurredAt,
    );
  }

  async follow(followerId: string, followingId: string): Promise<void> {
    await this.deliver(EVENTS.auth.followed, { followerId, followingId });
  }

  /** The outbox rows of one event, oldest first. */
  outboxRows<TData>(definition: EventDefinition): Promise<OutboxRow<TData>[]> {
    return this.dataSource.query(
      'SELECT subject, envelope FROM posts.outbox WHERE subject = $1 ORDER BY sequence',
      [this.routing.subject(definition)],
    );
  }

  /**
   * Waits until the outbox relay has published the event to JetStream, and answers the envelope as the
   * stream holds it (the last message on the event's subject).
   */
  async publishedToStream<TData>(
    definition: EventDefinition,
    eventId: string,
  ): Promise<EventEnvelope<TData>> {
    const jsm = await this.nats.jetstreamManager();
    const stream = this.routing.stream('posts').name;
    for (let attempt = 0; attempt < 200; attempt++) {
      const message = await jsm.streams
        .getMessage(stream, { last_by_subj: this.routing.subject(definition) })
        .catch(() => undefined);
      const envelope = message?.json<EventEnvelope<TData>>();
      if (envelope?.id === eventId) return envelope;
      await sleep(25);
    }
    throw new Error(`${definition.type} ${eventId} was not published within 5 s`);
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

/** A signed-in caller; an admin when asked. */
export function callerFor(userId: string, isAdmin = false): CallerIdentity {
  return { userId, isAdmin, sessionId: randomUUID() };
}

/** A plain skater's public profile, as the auth service announces it. */
export function newProfile(overrides: Partial<UserProfileChangedV1> = {}): UserProfileChangedV1 {
  const username = `skater-${randomBytes(4).toString('hex')}`;
  return {
    userId: randomUUID(),
    username,
    displayName: null,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isAdmin: false,
    isTrusted: false,
    isActive: true,
    email: `${username}@example.com`,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
