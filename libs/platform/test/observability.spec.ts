import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { FollowChangedV1, SOCIAL_RPC } from '@boonies/contracts/social';
import {
  contextFromTraceparent,
  EventHandler,
  EventRouting,
  Outbox,
  RpcClient,
  type EventContext,
} from '@boonies/messaging';
import {
  createTestDatabase,
  startTcpProxy,
  testNatsUrl,
  uniqueTestName,
  type TcpProxy,
  type TestDatabase,
} from '@boonies/testing';
import { Controller, Inject, Injectable, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { connect } from 'nats';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { createServiceApp } from '../src/bootstrap/start-service';
import { ServiceAppModule } from '../src/bootstrap/service-app.module';
import { serviceReadiness } from '../src/bootstrap/service-readiness';
import { loadConfig } from '../src/config/load-config';
import { ServiceConfig } from '../src/config/service-config';
import { createLogger } from '../src/logging/logger';
import { startProcessMetrics } from '../src/metrics/process-metrics';
import { startOpsServer, type OpsServer } from '../src/ops/ops-server';
import { CorrelationId } from '../src/rpc/rpc-context.decorators';

const PROJECTION_LOGGER = Symbol('PROJECTION_LOGGER');
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/** A request that changes state and writes an event in the same transaction, as every service does. */
@Controller()
class FollowHandler {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  @MessagePattern(SOCIAL_RPC.follow.subject)
  follow(@Payload() request: FollowChangedV1, @CorrelationId() correlationId: string): Promise<object> {
    return this.dataSource.transaction(async (manager) => {
      await this.outbox.append(manager, AUTH_EVENTS.followed, request, { producer: 'auth', correlationId });
      return { following: true };
    });
  }
}

/** A consumer of that event that logs what it did, as projections do. */
@Injectable()
class FollowProjection {
  constructor(@Inject(PROJECTION_LOGGER) private readonly logger: Logger) {}

  @EventHandler(AUTH_EVENTS.followed)
  async onFollowed(follow: FollowChangedV1, _context: EventContext<FollowChangedV1>): Promise<void> {
    this.logger.info({ followingId: follow.followingId }, 'Follow projected');
  }
}

/** Log lines as the JSON objects pino writes. */
class LogLines {
  readonly lines: Record<string, unknown>[] = [];
  write(line: string): void {
    this.lines.push(JSON.parse(line) as Record<string, unknown>);
  }
}

/** The value of one series in Prometheus text, found by its name and some of its labels. */
function metricValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) &&
        Object.entries(labels).every(([label, value]) => candidate.includes(`${label}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('a service observed from outside: ops server, metrics, correlation and trace', () => {
  const routing = new EventRouting({ namespace: uniqueTestName('observe') });
  const logs = new LogLines();
  let database: TestDatabase;
  let natsProxy: TcpProxy;
  let app: INestMicroservice;
  let ops: OpsServer;
  let rpc: RpcClient;
  const get = (path: string) => fetch(`http://127.0.0.1:${ops.port}${path}`);

  beforeAll(async () => {
    database = await createTestDatabase('platform_observability');
    natsProxy = await startTcpProxy(testNatsUrl());
    const config = loadConfig(ServiceConfig, {
      DATABASE_URL: database.url,
      NATS_URL: natsProxy.url(testNatsUrl()),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    });
    startProcessMetrics('auth');
    app = await createServiceApp({
      service: 'auth',
      config,
      appModule: ServiceAppModule.forRoot({
        service: 'auth',
        config,
        routing,
        imports: [
          {
            module: class FollowFeatureModule {},
            controllers: [FollowHandler],
            providers: [
              FollowProjection,
              { provide: PROJECTION_LOGGER, useValue: createLogger('auth-test', 'info', false, logs) },
            ],
          },
        ],
      }),
      logger: createLogger('auth-test', 'silent'),
    });
    await app.listen();
    ops = await startOpsServer({ port: 0, host: '127.0.0.1', readiness: serviceReadiness(() => app) });
    rpc = await RpcClient.connect({ servers: testNatsUrl(), name: 'observability test', timeoutMs: 10_000 });
  });

  afterAll(async () => {
    await rpc?.close();
    await ops?.close();
    await app?.close();
    await natsProxy?.close();
    const nats = await connect({ servers: testNatsUrl() });
    const jsm = await nats.jetstreamManager();
    await jsm.streams.delete(routing.stream('auth').name).catch(() => undefined);
    await nats.close();
    await database?.drop();
  });

  it('is live, and ready while its database and NATS answer', async () => {
    const live = await get('/health/live');
    expect(live.status).toBe(200);

    const ready = await get('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'up', nats: 'up' } });
    expect((await get('/nothing-here')).status).toBe(404);
  });

  it('carries the correlation id and trace of a request into its event and the consumer’s log lines', async () => {
    const correlationId = `observe-${randomUUID()}`;
    const follow = { followerId: randomUUID(), followingId: randomUUID() };

    await rpc.call(SOCIAL_RPC.follow, follow as never, {
      correlationId,
      trace: contextFromTraceparent(TRACEPARENT),
    });

    const [row] = await app
      .get(DataSource)
      .query<{ envelope: Record<string, unknown> }[]>(
        `SELECT envelope FROM auth.outbox WHERE envelope->>'correlationId' = $1`,
        [correlationId],
      );
    expect(row.envelope).toMatchObject({ correlationId, traceparent: TRACEPARENT, data: follow });

    const projected = await eventually(
      async () => logs.lines.find((line) => line.followingId === follow.followingId),
      'the projection to log',
    );
    expect(projected).toMatchObject({ msg: 'Follow projected', correlationId, traceId: TRACE_ID });

    const nats = await connect({ servers: testNatsUrl() });
    const published = await (
      await nats.jetstreamManager()
    ).streams.getMessage(routing.stream('auth').name, {
      last_by_subj: routing.subject(AUTH_EVENTS.followed),
    });
    await nats.close();
    expect(published.header.get('traceparent')).toBe(TRACEPARENT);
  });

  it('counts the requests it answered and the events it handled, on the metrics endpoint', async () => {
    const follow = { followerId: randomUUID(), followingId: randomUUID() };
    await rpc.call(SOCIAL_RPC.follow, follow as never, { correlationId: randomUUID() });
    const eventLabels = { consumer: 'auth', event: 'auth.followed.v1', outcome: 'handled' };
    // The handler logs before the consumer counts the event, once acknowledged: wait for the count.
    const text = await eventually(async () => {
      const metrics = await (await get('/metrics')).text();
      return (metricValue(metrics, 'boonies_events_processed_total', eventLabels) ?? 0) >= 2
        ? metrics
        : undefined;
    }, 'the second event to be counted');

    expect((await get('/metrics')).headers.get('content-type')).toContain('text/plain');
    const rpcLabels = { subject: SOCIAL_RPC.follow.subject, outcome: 'ok', service: 'auth' };
    expect(metricValue(text, 'boonies_rpc_handled_total', rpcLabels)).toBeGreaterThanOrEqual(2);
    expect(
      metricValue(text, 'boonies_rpc_handler_duration_seconds_count', { subject: SOCIAL_RPC.follow.subject }),
    ).toBeGreaterThanOrEqual(2);
    expect(metricValue(text, 'boonies_outbox_published_total', { producer: 'auth' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(metricValue(text, 'boonies_outbox_backlog', { producer: 'auth' })).toBe(0);
    expect(metricValue(text, 'boonies_outbox_lag_seconds', { producer: 'auth' })).toBe(0);
    expect(text).toMatch(/^boonies_process_resident_memory_bytes\{service="auth"\} \d+/m);
  });

  it('counts an event it cannot read as a dead letter, and stores it', async () => {
    const nats = await connect({ servers: testNatsUrl() });
    await nats
      .jetstream()
      .publish(routing.subject(AUTH_EVENTS.followed), JSON.stringify({ not: 'an envelope' }));
    await nats.close();

    const labels = { consumer: 'auth', event: 'auth.followed.v1' };
    const text = await eventually(async () => {
      const scraped = await (await get('/metrics')).text();
      return metricValue(scraped, 'boonies_dead_letters_total', labels) === 1 ? scraped : undefined;
    }, 'the dead letter to be counted');
    expect(metricValue(text, 'boonies_dead_letters_stored', { producer: 'auth' })).toBe(1);
  });

  it('answers 503 while NATS is unreachable, and 200 again once it is back', async () => {
    natsProxy.cut();
    const down = await get('/health/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'not ready', checks: { database: 'up', nats: 'down' } });
    expect((await get('/health/live')).status).toBe(200);

    natsProxy.restore();
    await eventually(
      async () => ((await get('/health/ready')).status === 200 ? true : undefined),
      'readiness after NATS is back',
    );
  });
});
