import {
  RPC,
  type CallerIdentity,
  type EventDefinition,
  type EventEnvelope,
  type RpcRequest,
  type RpcResponse,
  type RpcSubject,
  type ServiceName,
  type SessionGrant,
  type SignUpDto,
  type UserDto,
} from '@boonies/contracts';
import {
  buildEventEnvelope,
  ensureStream,
  EventRouting,
  RpcClient,
  type CallContext,
} from '@boonies/messaging';
import { createLogger, createServiceApp, loadConfig } from '@boonies/platform';
import { createTestDatabase, testNatsUrl, uniqueTestName, type TestDatabase } from '@boonies/testing';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { AuthConfig } from '../../src/config/auth.config';

/** Limits low enough to reach in a test; each test signs in from addresses of its own. */
export const TEST_LIMITS = {
  AUTH_SIGNIN_MAX_PER_IP: '6',
  AUTH_SIGNIN_MAX_PER_ACCOUNT: '3',
  AUTH_SIGNUP_MAX_PER_IP: '4',
} as const;

/** The producers whose streams a test may write to: the service's own and those it consumes. */
const PRODUCERS: ServiceName[] = ['auth', 'tricks', 'posts', 'sponsorships'];

/** A signed-up account and the identity the gateway would send for its session. */
export interface TestUser {
  user: UserDto;
  caller: CallerIdentity;
}

export interface OutboxRow<TData = unknown> {
  subject: string;
  envelope: EventEnvelope<TData>;
  published_at: Date | null;
}

/**
 * The real auth service as a NATS microservice, on a fresh database and event streams of its own,
 * called through the gateway's `RpcClient`. `stop()` removes all of it.
 */
export class AuthTestService {
  private addresses = 0;

  private constructor(
    private readonly app: INestMicroservice,
    private readonly database: TestDatabase,
    readonly rpc: RpcClient,
    readonly routing: EventRouting,
    readonly dataSource: DataSource,
    private readonly nats: NatsConnection,
  ) {}

  static async start(label: string): Promise<AuthTestService> {
    const database = await createTestDatabase(`auth_${label}`);
    const config = loadConfig(AuthConfig, {
      DATABASE_URL: database.url,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      ...TEST_LIMITS,
    });
    const routing = new EventRouting({ namespace: uniqueTestName('auth') });
    const app = await createServiceApp({
      service: 'auth',
      config,
      appModule: AppModule.forRoot(config, { routing }),
      logger: createLogger('auth-test', config.LOG_LEVEL),
    });
    await app.listen();
    const rpc = await RpcClient.connect({ servers: config.NATS_URL, name: `test ${label}`, timeoutMs: 5000 });
    const nats = await connect({ servers: config.NATS_URL });
    return new AuthTestService(app, database, rpc, routing, app.get(DataSource), nats);
  }

  /** A call context from a client address no other test in the file uses. */
  newClient(): CallContext {
    this.addresses += 1;
    return { correlationId: randomUUID(), clientIp: `198.51.100.${this.addresses}`, userAgent: 'jest' };
  }

  signUp(account: SignUpDto, context = this.newClient()): Promise<SessionGrant> {
    return this.rpc.call(RPC.auth.signUp, account, context);
  }

  /** Calls the service as the gateway does, on behalf of `caller` when given. */
  call<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    caller?: CallerIdentity,
  ): Promise<RpcResponse<S>> {
    return this.rpc.call(subject, payload, { correlationId: randomUUID(), caller });
  }

  /** Signs a new account up and returns it with a caller identity for its session. */
  async register(overrides: Partial<SignUpDto> = {}): Promise<TestUser> {
    const grant = await this.signUp(newAccount(overrides));
    return { user: grant.user, caller: callerFor(grant.user.id, grant.user.isAdmin, grant.sessionId) };
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
    for (let attempt = 0; attempt < 400; attempt++) {
      const rows = await this.dataSource.query('SELECT 1 FROM auth.inbox WHERE event_id = $1', [eventId]);
      if (rows.length > 0) return;
      await sleep(25);
    }
    throw new Error(`event ${eventId} was not handled within 10 s`);
  }

  /** The outbox rows of one event, oldest first. */
  async outboxRows<TData>(definition: EventDefinition): Promise<OutboxRow<TData>[]> {
    return this.dataSource.query(
      `SELECT subject, envelope, published_at FROM auth.outbox WHERE subject = $1 ORDER BY sequence`,
      [this.routing.subject(definition)],
    );
  }

  async stop(): Promise<void> {
    await this.rpc.close();
    await this.app.close();
    await this.nats.close();
    const nats = await connect({ servers: testNatsUrl() });
    try {
      const jsm = await nats.jetstreamManager();
      // A stream exists only once something was published to it.
      for (const producer of PRODUCERS) {
        await jsm.streams.delete(this.routing.stream(producer).name).catch(() => undefined);
      }
    } finally {
      await nats.close();
      await this.database.drop();
    }
  }
}

/** A valid sign-up no other test uses. */
export function newAccount(overrides: Partial<SignUpDto> = {}): SignUpDto {
  const username = `skater-${randomBytes(5).toString('hex')}`;
  return { email: `${username}@example.com`, username, password: 'kickflip-42', ...overrides };
}

/** A signed-in caller, as the gateway sends it; an admin when asked. */
export function callerFor(userId: string, isAdmin = false, sessionId: string = randomUUID()): CallerIdentity {
  return { userId, isAdmin, sessionId };
}
