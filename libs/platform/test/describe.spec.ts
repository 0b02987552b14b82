import { AUTH_EVENTS, UserProfileChangedV1 } from '@boonies/contracts/auth';
import { describeRpc } from '@boonies/contracts/rpc';
import { SPONSORSHIPS_EVENTS, SPONSORSHIPS_RPC } from '@boonies/contracts/sponsorships';
import {
  CallerSigner,
  EventHandler,
  EventRouting,
  generateCallerKeys,
  RpcClient,
  type EventContext,
} from '@boonies/messaging';
import {
  createTestDatabase,
  errorOf,
  testNatsUrl,
  uniqueTestName,
  type TestDatabase,
} from '@boonies/testing';
import { Controller, Injectable, type INestMicroservice, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { connect } from 'nats';
import { randomUUID } from 'node:crypto';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { createServiceApp } from '../src/bootstrap/start-service';
import { ServiceAppModule } from '../src/bootstrap/service-app.module';
import { loadConfig } from '../src/config/load-config';
import { ServiceConfig } from '../src/config/service-config';
import { createLogger } from '../src/logging/logger';

@Entity({ name: 'decks' })
class Deck {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text', array: true, default: '{}' })
  tags!: string[];
}

@Entity({ name: 'wheels' })
class Wheel {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'deck_id', type: 'uuid', nullable: true })
  deckId!: string | null;

  @ManyToOne(() => Deck)
  @JoinColumn({ name: 'deck_id' })
  deck!: Deck | null;
}

@Controller()
class SponsorshipHandler {
  @MessagePattern(SPONSORSHIPS_RPC.list.subject)
  list(): [] {
    return [];
  }
}

@Injectable()
class UserProjection {
  @EventHandler(AUTH_EVENTS.userRegistered)
  async onRegistered(
    _user: UserProfileChangedV1,
    _context: EventContext<UserProfileChangedV1>,
  ): Promise<void> {}
}

@Module({ controllers: [SponsorshipHandler], providers: [UserProjection] })
class FeatureModule {}

/** A service built only from `ServiceAppModule`, as every real one is, answering the data map. */
describe('rpc.<service>.describe', () => {
  let database: TestDatabase;
  let app: INestMicroservice;
  let rpc: RpcClient;
  const routing = new EventRouting({ namespace: uniqueTestName('describe') });
  const callerKeys = generateCallerKeys();
  const call = (caller?: { userId: string; isAdmin: boolean; sessionId: string }) =>
    rpc.call(describeRpc('sponsorships'), {}, { correlationId: randomUUID(), caller });

  beforeAll(async () => {
    database = await createTestDatabase('platform_describe');
    const config = loadConfig(ServiceConfig, {
      DATABASE_URL: database.url,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      CALLER_VERIFY_KEY: callerKeys.verifyKey,
    });
    app = await createServiceApp({
      service: 'sponsorships',
      config,
      appModule: ServiceAppModule.forRoot({
        service: 'sponsorships',
        config,
        entities: [Deck, Wheel],
        routing,
        publishes: SPONSORSHIPS_EVENTS,
        imports: [FeatureModule],
      }),
      logger: createLogger('describe-test', 'error'),
    });
    await app.listen();
    rpc = await RpcClient.connect({
      servers: testNatsUrl(),
      name: 'describe test',
      timeoutMs: 10_000,
      callerSigner: new CallerSigner(callerKeys.signingKey),
    });
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    // The consumer of the auth event made the test's own (namespaced) streams; they go with it.
    const nats = await connect({ servers: testNatsUrl() });
    const jsm = await nats.jetstreamManager();
    for (const service of ['auth', 'sponsorships'] as const) {
      await jsm.streams.delete(routing.stream(service).name).catch(() => undefined);
    }
    await nats.close();
    await database?.drop();
  });

  it('answers admins with the tables, subjects, events and stream of the running service', async () => {
    const description = await call({ userId: randomUUID(), isAdmin: true, sessionId: randomUUID() });

    expect(description).toMatchObject({
      service: 'sponsorships',
      schema: 'sponsorships',
      publishes: [SPONSORSHIPS_EVENTS.sponsorshipChanged.subject],
      consumes: [AUTH_EVENTS.userRegistered.subject],
      streams: [routing.stream('sponsorships')],
    });
    expect(description.handles).toEqual(
      expect.arrayContaining([
        SPONSORSHIPS_RPC.list.subject,
        'rpc.sponsorships.health',
        'rpc.sponsorships.describe',
      ]),
    );
    expect(description.tables.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['decks', 'wheels', 'outbox', 'inbox']),
    );
    expect(description.tables.find(({ name }) => name === 'decks')).toEqual({
      name: 'decks',
      columns: [
        { name: 'id', type: 'uuid', nullable: false, primary: true },
        { name: 'tags', type: 'text[]', nullable: false, primary: false },
      ],
      relations: [],
    });
    expect(description.tables.find(({ name }) => name === 'wheels')?.relations).toEqual([
      {
        column: 'deck_id',
        references: { service: 'sponsorships', table: 'decks', column: 'id' },
        kind: 'foreign-key',
      },
    ]);
    expect(description.consumers).toEqual([
      {
        stream: routing.stream('auth').name,
        durable: 'sponsorships',
        subjects: [AUTH_EVENTS.userRegistered.subject],
      },
    ]);
  });

  it('refuses everyone but admins', async () => {
    expect(await errorOf(call({ userId: randomUUID(), isAdmin: false, sessionId: randomUUID() }))).toEqual({
      code: 'FORBIDDEN',
      error: 'Only admins can see the data map',
    });
    expect(await errorOf(call())).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('checks the caller token before the admin gate: a forged admin is refused as unverified', async () => {
    const forger = await RpcClient.connect({
      servers: testNatsUrl(),
      name: 'describe forger',
      timeoutMs: 10_000,
      callerSigner: new CallerSigner(generateCallerKeys().signingKey),
    });
    try {
      const forged = forger.call(
        describeRpc('sponsorships'),
        {},
        {
          correlationId: randomUUID(),
          caller: { userId: randomUUID(), isAdmin: true, sessionId: randomUUID() },
        },
      );
      expect(await errorOf(forged)).toMatchObject({ code: 'CALLER_UNVERIFIED' });
    } finally {
      await forger.close();
    }
  });
});
