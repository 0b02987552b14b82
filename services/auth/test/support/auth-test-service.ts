import {
  RPC,
  type EventDefinition,
  type EventEnvelope,
  type SessionGrant,
  type SignUpDto,
} from '@boonies/contracts';
import { EventRouting, RpcClient, type CallContext } from '@boonies/messaging';
import { createLogger, createServiceApp, loadConfig } from '@boonies/platform';
import { createTestDatabase, testNatsUrl, uniqueTestName, type TestDatabase } from '@boonies/testing';
import type { INestMicroservice } from '@nestjs/common';
import { connect } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { AuthConfig } from '../../src/config/auth.config';

/** Limits low enough to reach in a test; each test signs in from addresses of its own. */
export const TEST_LIMITS = {
  AUTH_SIGNIN_MAX_PER_IP: '6',
  AUTH_SIGNIN_MAX_PER_ACCOUNT: '3',
  AUTH_SIGNUP_MAX_PER_IP: '4',
} as const;

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
    return new AuthTestService(app, database, rpc, routing, app.get(DataSource));
  }

  /** A call context from a client address no other test in the file uses. */
  newClient(): CallContext {
    this.addresses += 1;
    return { correlationId: randomUUID(), clientIp: `198.51.100.${this.addresses}`, userAgent: 'jest' };
  }

  signUp(account: SignUpDto, context = this.newClient()): Promise<SessionGrant> {
    return this.rpc.call(RPC.auth.signUp, account, context);
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
    const nats = await connect({ servers: testNatsUrl() });
    try {
      const jsm = await nats.jetstreamManager();
      // The stream exists only once the relay has published something.
      await jsm.streams.delete(this.routing.stream('auth').name).catch(() => undefined);
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
