import {
  type CallerIdentity,
  type EventDefinition,
  type EventEnvelope,
  type RpcRequest,
  type RpcResponse,
  type RpcSubject,
  type ServiceName,
  type UserProfileChangedV1,
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

/** The producers whose events the sponsorships service reads, besides its own. */
const PRODUCERS: ServiceName[] = ['sponsorships', 'auth'];

/**
 * The real sponsorships service as a NATS microservice, on a database and event streams of its own, called
 * through the gateway's `RpcClient`; tests publish the auth service's events to it the way auth would.
 */
export class SponsorshipsTestService {
  private constructor(
    readonly app: INestMicroservice,
    readonly database: TestDatabase,
    readonly rpc: RpcClient,
    readonly routing: EventRouting,
    readonly dataSource: DataSource,
    private readonly nats: NatsConnection,
  ) {}

  static async start(label: string): Promise<SponsorshipsTestService> {
    const database = await createTestDatabase(`sponsorships_${label}`);
    const config = loadConfig(ServiceConfig, {
      DATABASE_URL: database.url,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    });
    const routing = new EventRouting({ namespace: uniqueTestName('sponsorships') });
    const app = await createServiceApp({
      service: 'sponsorships',
      config,
      appModule: AppModule.forRoot(config, { routing }),
      logger: createLogger('sponsorships-test', config.LOG_LEVEL),
    });
    await app.listen();
    const rpc = await RpcClient.connect({
      servers: config.NATS_URL,
      name: `test ${label}`,
      timeoutMs: 10_000,
    });
    const nats = await connect({ servers: config.NATS_URL });
    return new SponsorshipsTestService(app, database, rpc, routing, app.get(DataSource), nats);
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

  /** Publishes the event as its producer's outbox relay would, and waits until the service handled it. */
  async deliver<TData extends object>(
    definition: EventDefinition,
    data: TData,
  ): Promise<EventEnvelope<TData>> {
    const producer = this.routing.producerOf(definition);
    const envelope = buildEventEnvelope(definition, data, { producer, correlationId: randomUUID() });
    await ensureStream(await this.nats.jetstreamManager(), this.routing.stream(producer));
    await this.nats
      .jetstream()
      .publish(this.routing.subject(definition), JSON.stringify(envelope), { msgID: envelope.id });
    await this.handled(envelope.id);
    return envelope;
  }

  /** Waits until the event with this id has been handled (its inbox row is committed). */
  async handled(eventId: string): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const rows = await this.dataSource.query('SELECT 1 FROM sponsorships.inbox WHERE event_id = $1', [
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

  /** A later revision of a profile, as the auth service announces an edit. */
  async updateUser(user: UserProfileChangedV1, changes: Partial<UserProfileChangedV1>): Promise<void> {
    const updatedAt = new Date(Date.parse(user.updatedAt) + 1000).toISOString();
    await this.deliver(EVENTS.auth.userUpdated, { ...user, ...changes, updatedAt });
  }

  /** The outbox rows of one event, oldest first. */
  outboxRows<TData>(definition: EventDefinition): Promise<OutboxRow<TData>[]> {
    return this.dataSource.query(
      'SELECT subject, envelope FROM sponsorships.outbox WHERE subject = $1 ORDER BY sequence',
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

/** A signed-in caller; an admin when asked. */
export function callerFor(userId: string, isAdmin = false): CallerIdentity {
  return { userId, isAdmin, sessionId: randomUUID() };
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
