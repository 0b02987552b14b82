import { movedFrom } from '@boonies/contracts/auth';
import type { CallerIdentity, ServiceName } from '@boonies/contracts/common';
import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import type { AnyRpcDefinition, RpcRequest, RpcResponse } from '@boonies/contracts/rpc';
import {
  buildEventEnvelope,
  CallerSigner,
  ensureStream,
  EventRouting,
  generateCallerKeys,
  RpcClient,
} from '@boonies/messaging';
import { createLogger, createServiceApp, loadConfig, type ServiceConfig } from '@boonies/platform';
import {
  createTestDatabase,
  testNatsUrl,
  uniqueTestName,
  UNREACHED_THROTTLES,
  type TestDatabase,
} from '@boonies/testing';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { waitFor, type WaitOptions } from './wait-for';

export interface ServiceUnderTestOptions<TConfig extends ServiceConfig> {
  /** The service to run; its database schema and its event stream carry the same name. */
  service: ServiceName;
  /** Names the test database and the RPC client, e.g. after the spec file. */
  label: string;
  configClass: new () => TConfig;
  /** The service's root module, built as its `main.ts` builds it but on the test's routing. */
  appModule: (config: TConfig, routing: EventRouting) => DynamicModule;
  /** The services whose events tests publish to this one; their streams are removed with its own. */
  producers: readonly ServiceName[];
  /** Environment on top of the database, NATS, `NODE_ENV=test`, `LOG_LEVEL=error` and unreached throttles. */
  env?: Record<string, string>;
  /** The database of a service started before, to start it again on the same data. */
  database?: TestDatabase;
  /** The routing of a service started before: the same streams and durable consumers. */
  routing?: EventRouting;
}

/** Everything `launch` started, handed to the constructor of `ServiceUnderTest` or a subclass of it. */
export interface LaunchedService<TConfig extends ServiceConfig> {
  service: ServiceName;
  producers: readonly ServiceName[];
  config: TConfig;
  app: INestMicroservice;
  database: TestDatabase;
  routing: EventRouting;
  rpc: RpcClient;
  nats: NatsConnection;
}

/** When an event happened and who did it; a bare `Date` is the time alone. */
export interface EventOptions {
  occurredAt?: Date;
  actorId?: string;
}

export interface OutboxRow<TData = unknown> {
  subject: string;
  envelope: EventEnvelope<TData>;
  published_at: Date | null;
}

/** Long enough for a cold consumer on a busy machine; a healthy run answers in milliseconds. */
const RPC_TIMEOUT_MS = 10_000;

/** The test process plays the gateway: it signs callers with this pair's private half, services verify. */
export const TEST_CALLER_KEYS = generateCallerKeys();

/**
 * One real service as a NATS microservice, on a fresh database and event streams of its own (names no
 * other run uses), called through the gateway's `RpcClient`. Tests publish other services' events to it the
 * way their outbox relays would; `stop()` removes all of it.
 *
 * A service's support file extends it with what only that service needs, and starts it with
 * `new Subclass(await ServiceUnderTest.launch({ ... }))`.
 */
export class ServiceUnderTest<TConfig extends ServiceConfig = ServiceConfig> {
  readonly service: ServiceName;
  readonly config: TConfig;
  readonly app: INestMicroservice;
  readonly database: TestDatabase;
  readonly routing: EventRouting;
  readonly rpc: RpcClient;
  readonly dataSource: DataSource;
  protected readonly nats: NatsConnection;
  private readonly producers: readonly ServiceName[];

  constructor(launched: LaunchedService<TConfig>) {
    this.service = launched.service;
    this.config = launched.config;
    this.app = launched.app;
    this.database = launched.database;
    this.routing = launched.routing;
    this.rpc = launched.rpc;
    this.dataSource = launched.app.get(DataSource);
    this.nats = launched.nats;
    this.producers = [launched.service, ...launched.producers.filter((name) => name !== launched.service)];
  }

  /** Creates the database (unless reused), boots the service and connects the test's clients. */
  static async launch<TConfig extends ServiceConfig>(
    options: ServiceUnderTestOptions<TConfig>,
  ): Promise<LaunchedService<TConfig>> {
    const { service, label } = options;
    const database = options.database ?? (await createTestDatabase(`${service}_${label}`));
    const opened: { close(): Promise<unknown> }[] = [];
    try {
      const config = loadConfig(options.configClass, {
        DATABASE_URL: database.url,
        NATS_URL: testNatsUrl(),
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        ...UNREACHED_THROTTLES,
        CALLER_VERIFY_KEY: TEST_CALLER_KEYS.verifyKey,
        ...options.env,
      });
      const routing = options.routing ?? new EventRouting({ namespace: uniqueTestName(service) });
      const app = await createServiceApp({
        service,
        config,
        appModule: options.appModule(config, routing),
        logger: createLogger(`${service}-test`, config.LOG_LEVEL),
      });
      opened.push(app);
      await app.listen();
      const rpc = await RpcClient.connect({
        servers: config.NATS_URL,
        name: `test ${label}`,
        timeoutMs: RPC_TIMEOUT_MS,
        callerSigner: new CallerSigner(TEST_CALLER_KEYS.signingKey),
      });
      opened.push(rpc);
      const nats = await connect({ servers: config.NATS_URL });
      return { service, producers: options.producers, config, app, database, routing, rpc, nats };
    } catch (error) {
      // A service that fails to boot must not leave its database and connections behind.
      for (const resource of opened.reverse()) await resource.close().catch(() => undefined);
      if (!options.database) await database.drop().catch(() => undefined);
      throw error;
    }
  }

  /** Calls the service as the gateway does, on behalf of `caller` when given. */
  call<D extends AnyRpcDefinition>(
    definition: D,
    payload: RpcRequest<D>,
    caller?: CallerIdentity,
  ): Promise<RpcResponse<D>> {
    return this.rpc.call(definition, payload, { correlationId: randomUUID(), caller });
  }

  /** Sends a payload the contract types would refuse, to see the service refuse it too. */
  callUnchecked(definition: AnyRpcDefinition, payload: unknown, caller?: CallerIdentity): Promise<unknown> {
    return this.rpc.call(definition, payload as never, { correlationId: randomUUID(), caller });
  }

  /** Runs SQL on the service's own database; its tables live in the schema named after the service. */
  query<TRow = Record<string, unknown>>(sql: string, parameters: unknown[] = []): Promise<TRow[]> {
    return this.dataSource.query(sql, parameters);
  }

  /** Polls until `probe` answers (anything but `undefined` or `false`); see `waitFor`. */
  waitFor<T>(probe: () => Promise<T | undefined | false>, options?: WaitOptions): Promise<T> {
    return waitFor(probe, options);
  }

  /** An envelope of the event as its producer would write it, under a fresh correlation id. */
  envelope<TData extends object>(
    definition: EventDefinition,
    data: TData,
    options: Date | EventOptions = {},
  ): EventEnvelope<TData> {
    const { occurredAt, actorId } = options instanceof Date ? { occurredAt: options } : options;
    const producer = this.routing.producerOf(definition);
    return buildEventEnvelope(
      definition,
      data,
      { producer, correlationId: randomUUID(), actorId },
      occurredAt,
    );
  }

  /**
   * Publishes an envelope onto its producer's (namespaced) stream, as that producer's outbox relay would:
   * an audited one twice, the second time on its audit subject.
   */
  async publishEnvelope(
    definition: EventDefinition,
    envelope: EventEnvelope,
    msgID = envelope.id,
  ): Promise<void> {
    const producer = this.routing.producerOf(definition);
    await ensureStream(await this.nats.jetstreamManager(), this.routing.stream(producer));
    const body = JSON.stringify(envelope);
    for (const [index, subject] of this.routing.subjectsOf(definition, envelope).entries()) {
      await this.nats.jetstream().publish(subject, body, { msgID: index === 0 ? msgID : `${msgID}-audited` });
    }
  }

  /**
   * Publishes an envelope again. With another message id JetStream cannot drop it as a duplicate, so it
   * reaches the service like a redelivery after the duplicate window: only the inbox stops it.
   */
  republish(
    definition: EventDefinition,
    envelope: EventEnvelope,
    msgID: string = randomUUID(),
  ): Promise<void> {
    return this.publishEnvelope(definition, envelope, msgID);
  }

  /** Publishes the event and waits until the service has handled it (its inbox row is committed). */
  async deliver<TData extends object>(
    definition: EventDefinition,
    data: TData,
    options: Date | EventOptions = {},
  ): Promise<EventEnvelope<TData>> {
    const envelope = this.envelope(definition, data, options);
    await this.publishEnvelope(definition, envelope);
    await this.handled(envelope.id);
    return envelope;
  }

  /**
   * Delivers one event as readers get it while it moves to another producer (docs/events.md): on its own
   * subject and again, with the same id, under the subject it moved from, as the old producer republishes
   * it. Waits until the service has handled it and settled both streams, so a second handling would show.
   */
  async deliverFromBothProducers<TData extends object>(
    definition: EventDefinition,
    data: TData,
    options: Date | EventOptions = {},
  ): Promise<EventEnvelope<TData>> {
    const former = movedFrom(definition);
    if (!former) throw new Error(`No event moved to ${definition.subject}.`);
    const envelope = this.envelope(definition, data, options);
    const copy = {
      ...envelope,
      type: former.type,
      version: former.version,
      producer: this.routing.producerOf(former),
    };
    await Promise.all([this.publishEnvelope(definition, envelope), this.publishEnvelope(former, copy)]);
    await this.handled(envelope.id);
    await this.settled(this.routing.producerOf(definition));
    await this.settled(this.routing.producerOf(former));
    return envelope;
  }

  /**
   * Publishes an event none of the service's handlers takes, and waits until the service has settled its
   * streams' deliveries: it leaves no inbox row to wait for.
   */
  async deliverIgnored<TData extends object>(
    definition: EventDefinition,
    data: TData,
    options: Date | EventOptions = {},
  ): Promise<EventEnvelope<TData>> {
    const envelope = this.envelope(definition, data, options);
    await this.publishEnvelope(definition, envelope);
    await this.settled(this.routing.producerOf(definition));
    return envelope;
  }

  /** Delivers an event again, as after JetStream's duplicate window, and waits until the inbox turned it away. */
  async redeliver(definition: EventDefinition, envelope: EventEnvelope): Promise<void> {
    await this.republish(definition, envelope);
    await this.settled(this.routing.producerOf(definition));
  }

  /** Waits until the event with this id has been handled (its inbox row is committed). */
  async handled(eventId: string): Promise<void> {
    await waitFor(
      async () => {
        const rows = await this.query(`SELECT 1 FROM ${this.service}.inbox WHERE event_id = $1`, [eventId]);
        return rows.length > 0;
      },
      { description: `event ${eventId} to be handled` },
    );
  }

  /** Waits until the service's durable consumers of `producer` have acknowledged everything delivered. */
  async settled(producer: ServiceName): Promise<void> {
    const jsm = await this.nats.jetstreamManager();
    const stream = this.routing.stream(producer).name;
    await waitFor(
      async () => {
        const consumers = await jsm.consumers.list(stream).next();
        return (
          consumers.length > 0 &&
          consumers.every((info) => info.num_pending === 0 && info.num_ack_pending === 0)
        );
      },
      { description: `the ${producer} events to be settled` },
    );
  }

  /** The outbox rows of one event, oldest first. */
  outboxRows<TData>(definition: EventDefinition): Promise<OutboxRow<TData>[]> {
    return this.query(
      `SELECT subject, envelope, published_at FROM ${this.service}.outbox WHERE subject = $1 ORDER BY sequence`,
      [this.routing.subject(definition)],
    );
  }

  /** The payloads of one event written so far, oldest first. */
  async announced<TData>(definition: EventDefinition): Promise<TData[]> {
    return (await this.outboxRows<TData>(definition)).map(({ envelope }) => envelope.data);
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
    const stream = this.routing.stream(this.routing.producerOf(definition)).name;
    return waitFor(
      async () => {
        const message = await jsm.streams
          .getMessage(stream, { last_by_subj: this.routing.subject(definition) })
          .catch(() => undefined);
        const envelope = message?.json<EventEnvelope<TData>>();
        return envelope?.id === eventId ? envelope : undefined;
      },
      { description: `${definition.type} ${eventId} to be published` },
    );
  }

  /** Stops the service and the test's clients but keeps the database and streams, to start it again. */
  async close(): Promise<void> {
    await this.rpc.close();
    await this.app.close();
    await this.nats.close();
  }

  /** Stops everything and removes the streams and the database. */
  async stop(): Promise<void> {
    try {
      await this.close();
    } finally {
      await this.removeStreams().finally(() => this.database.drop());
    }
  }

  private async removeStreams(): Promise<void> {
    const nats = await connect({ servers: testNatsUrl() });
    try {
      const jsm = await nats.jetstreamManager();
      // A stream exists only once something was published to it.
      for (const producer of this.producers) {
        await jsm.streams.delete(this.routing.stream(producer).name).catch(() => undefined);
      }
    } finally {
      await nats.close();
    }
  }
}
