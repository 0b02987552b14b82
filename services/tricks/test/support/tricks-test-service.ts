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
import { createLogger, createServiceApp, loadConfig } from '@boonies/platform';
import { createTestDatabase, testNatsUrl, uniqueTestName, type TestDatabase } from '@boonies/testing';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import type { CatalogueEntry } from '../../src/catalogue/catalogue-entry';
import { TricksConfig } from '../../src/config/tricks.config';
import { FIXTURE_CATALOGUE, writeCatalogue } from './catalogue-fixture';

export interface OutboxRow<TData = unknown> {
  subject: string;
  envelope: EventEnvelope<TData>;
}

export interface TricksTestOptions {
  /** The catalogue the service seeds at start; the small fixture one by default. */
  catalogue?: readonly CatalogueEntry[];
  /** The database of a service started before, to start it again on the same data. */
  database?: TestDatabase;
  /** The routing of a service started before: its streams and durable consumers. */
  routing?: EventRouting;
}

/** The producers whose events the tricks service reads, besides its own. */
const PRODUCERS: ServiceName[] = ['tricks', 'auth', 'verification', 'posts'];

/**
 * The real tricks service as a NATS microservice, on a database and event streams of its own, called through
 * the gateway's `RpcClient`; tests publish other services' events to it the way those services would.
 */
export class TricksTestService {
  private constructor(
    readonly app: INestMicroservice,
    readonly database: TestDatabase,
    readonly rpc: RpcClient,
    readonly routing: EventRouting,
    readonly dataSource: DataSource,
    private readonly nats: NatsConnection,
    private readonly catalogueDirectory: string,
  ) {}

  static async start(label: string, options: TricksTestOptions = {}): Promise<TricksTestService> {
    const database = options.database ?? (await createTestDatabase(`tricks_${label}`));
    const catalogueDirectory = writeCatalogue(options.catalogue ?? FIXTURE_CATALOGUE);
    const config = loadConfig(TricksConfig, {
      DATABASE_URL: database.url,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      TRICKS_CATALOGUE_DIR: catalogueDirectory,
    });
    const routing = options.routing ?? new EventRouting({ namespace: uniqueTestName('tricks') });
    const app = await createServiceApp({
      service: 'tricks',
      config,
      appModule: AppModule.forRoot(config, { routing }),
      logger: createLogger('tricks-test', config.LOG_LEVEL),
    });
    await app.listen();
    const rpc = await RpcClient.connect({
      servers: config.NATS_URL,
      name: `test ${label}`,
      timeoutMs: 10_000,
    });
    const nats = await connect({ servers: config.NATS_URL });
    return new TricksTestService(app, database, rpc, routing, app.get(DataSource), nats, catalogueDirectory);
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
    actorId?: string,
  ): Promise<EventEnvelope<TData>> {
    const producer = this.routing.producerOf(definition);
    await ensureStream(await this.nats.jetstreamManager(), this.routing.stream(producer));
    const envelope = buildEventEnvelope(definition, data, { producer, correlationId: randomUUID(), actorId });
    await this.nats
      .jetstream()
      .publish(this.routing.subject(definition), JSON.stringify(envelope), { msgID: envelope.id });
    return envelope;
  }

  /** Publishes the event and waits until the service has handled it (its inbox row is committed). */
  async deliver<TData extends object>(
    definition: EventDefinition,
    data: TData,
  ): Promise<EventEnvelope<TData>> {
    const envelope = await this.publish(definition, data);
    for (let attempt = 0; attempt < 200; attempt++) {
      const handled = await this.dataSource.query('SELECT 1 FROM tricks.inbox WHERE event_id = $1', [
        envelope.id,
      ]);
      if (handled.length > 0) return envelope;
      await sleep(25);
    }
    throw new Error(`${definition.type} ${envelope.id} was not handled within 5 s`);
  }

  /** Registers a user with the leaderboard projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    const user = newProfile(overrides);
    await this.deliver(EVENTS.auth.userRegistered, user);
    return user;
  }

  /** The outbox rows of one event, oldest first. */
  outboxRows<TData>(definition: EventDefinition): Promise<OutboxRow<TData>[]> {
    return this.dataSource.query(
      'SELECT subject, envelope FROM tricks.outbox WHERE subject = $1 ORDER BY sequence',
      [this.routing.subject(definition)],
    );
  }

  /** Stops the service but keeps its database and streams, to start it again. */
  async close(): Promise<void> {
    await this.rpc.close();
    await this.app.close();
    await this.nats.close();
    rmSync(this.catalogueDirectory, { recursive: true, force: true });
  }

  async stop(): Promise<void> {
    await this.close();
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
