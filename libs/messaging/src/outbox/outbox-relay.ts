import type { ServiceName } from '@boonies/contracts/common';
import { Logger, type LoggerService } from '@nestjs/common';
import { headers as natsHeaders, type MsgHdrs, type NatsConnection } from 'nats';
import type { QueryResult } from 'pg';
import type { DataSource } from 'typeorm';
import { ensureStream } from '../jetstream/stream-setup';
import { messagingTables } from '../persistence/messaging-tables';
import { inPooledTransaction } from '../persistence/pool';
import { EventRouting, type StreamSpec } from '../routing/event-routing';
import { errorMessage } from '../support/error-message';
import { retryDelay, type RetryPolicy } from '../support/retry-policy';
import { Wakeup } from '../support/wakeup';
import { outboxPublished, outboxPublishFailures, watchOutbox } from '../telemetry/outbox-metrics';
import { TRACEPARENT_HEADER } from '../telemetry/trace-propagation';
import { OutboxNotifications } from './outbox-notifications';

export interface OutboxRelaySettings {
  /** Fallback look for rows when no notification arrives (e.g. while the LISTEN connection reconnects). */
  pollIntervalMs: number;
  batchSize: number;
  /** How long a publish, or a JetStream API call, may take before it counts as failed. */
  jetStreamTimeoutMs: number;
  /** Backoff after a failed cycle (NATS or PostgreSQL unavailable). */
  retry: RetryPolicy;
}

export const DEFAULT_OUTBOX_RELAY_SETTINGS: OutboxRelaySettings = {
  pollIntervalMs: 1000,
  batchSize: 100,
  jetStreamTimeoutMs: 5000,
  retry: { initialDelayMs: 500, maxDelayMs: 10_000 },
};

export interface OutboxRelayOptions {
  /** The producing service: its outbox rows go to its own stream. */
  service: ServiceName;
  dataSource: DataSource;
  nats: NatsConnection;
  routing?: EventRouting;
  settings?: Partial<OutboxRelaySettings>;
  logger?: LoggerService;
}

interface PendingEvent {
  id: string;
  subject: string;
  body: string;
  traceparent: string | null;
}

interface BatchOutcome {
  claimed: number;
  failure?: unknown;
}

/**
 * Publishes committed outbox rows to the service's JetStream stream, in order, with `Nats-Msg-Id` = row
 * id, and marks a row published only after JetStream acknowledged it. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so every replica of a service can run a relay. A failed publish leaves the row
 * (and the rows after it) for the next attempt; nothing here ever throws out of the loop.
 */
export class OutboxRelay {
  private readonly settings: OutboxRelaySettings;
  private readonly stream: StreamSpec;
  private readonly logger: LoggerService;
  private readonly wakeup = new Wakeup();
  private readonly notifications: OutboxNotifications;
  private readonly encoder = new TextEncoder();
  private stopping = false;
  private streamReady = false;
  private failures = 0;
  private running?: Promise<void>;
  private unwatch?: () => void;

  constructor(private readonly options: OutboxRelayOptions) {
    this.settings = { ...DEFAULT_OUTBOX_RELAY_SETTINGS, ...options.settings };
    this.stream = (options.routing ?? new EventRouting()).stream(options.service);
    this.logger = options.logger ?? new Logger(`OutboxRelay ${options.service}`);
    this.notifications = new OutboxNotifications({
      dataSource: options.dataSource,
      channel: messagingTables(options.dataSource).outboxChannel,
      onNotification: () => {
        // While failing, the backoff decides when to try again, not every new row.
        if (this.failures === 0) this.wakeup.wake();
      },
      retry: this.settings.retry,
      logger: this.logger,
    });
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.unwatch = watchOutbox(this.options.service, this.options.dataSource);
    this.notifications.start();
    this.running = this.run();
  }

  /** Finishes the batch in progress, then stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeup.wake();
    await Promise.all([this.notifications.stop(), this.running]);
    this.running = undefined;
    this.unwatch?.();
    this.unwatch = undefined;
  }

  /** Committed events not yet acknowledged by JetStream. */
  async backlog(): Promise<number> {
    const [{ count }] = await this.options.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM ${messagingTables(this.options.dataSource).outbox} WHERE "published_at" IS NULL`,
    );
    return count;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const pause = await this.cycle();
      if (pause > 0 && !this.stopping) await this.wakeup.wait(pause);
    }
  }

  /** One batch; returns how long to wait before the next (0 when more rows are waiting). */
  private async cycle(): Promise<number> {
    try {
      if (!this.streamReady) {
        const jsm = await this.options.nats.jetstreamManager({ timeout: this.settings.jetStreamTimeoutMs });
        await ensureStream(jsm, this.stream);
        this.streamReady = true;
      }
      const { claimed, failure } = await this.publishBatch();
      if (failure !== undefined) {
        // The stream may have gone missing: make sure of it again before the next attempt.
        this.streamReady = false;
        return this.failed(failure);
      }
      if (this.failures > 0) this.logger.log('Publishing again');
      this.failures = 0;
      return claimed === this.settings.batchSize ? 0 : this.settings.pollIntervalMs;
    } catch (error) {
      return this.failed(error);
    }
  }

  private failed(error: unknown): number {
    this.failures += 1;
    outboxPublishFailures.inc({ producer: this.options.service });
    const delay = retryDelay(this.failures, this.settings.retry);
    this.logger.warn(
      `Cannot publish outbox events (failure ${this.failures}), retrying in ${delay} ms: ${errorMessage(error)}`,
    );
    return delay;
  }

  /**
   * Claims the oldest unpublished rows, publishes them in order and marks those JetStream acknowledged, in
   * one transaction whose row locks keep other relays off these rows while they are in flight. Every write
   * of every service passes through here, so the transaction takes two round trips: its start with the
   * claim, and the marks with the commit (constant text and the rows' own ids, no parameters).
   */
  private publishBatch(): Promise<BatchOutcome> {
    const { outbox } = messagingTables(this.options.dataSource);
    return inPooledTransaction(this.options.dataSource, async (client) => {
      const [, claim] = (await client.query(
        `BEGIN;
         SELECT "id", "subject", "envelope"::text AS "body", "envelope"->>'traceparent' AS "traceparent"
           FROM ${outbox}
          WHERE "published_at" IS NULL ORDER BY "sequence" LIMIT ${this.settings.batchSize}
            FOR UPDATE SKIP LOCKED`,
      )) as unknown as [QueryResult, QueryResult<PendingEvent>];
      const pending = claim.rows;
      const published: string[] = [];
      let failure: unknown;
      for (const event of pending) {
        try {
          await this.publish(event);
          published.push(event.id);
        } catch (error) {
          // Stop at the first failure: later rows would only fail the same way, and order is kept.
          failure = error;
          await client.query(
            `UPDATE ${outbox} SET "attempts" = "attempts" + 1, "last_error" = $2 WHERE "id" = $1`,
            [event.id, errorMessage(error)],
          );
          break;
        }
      }
      const marks =
        published.length > 0
          ? `UPDATE ${outbox} SET "published_at" = now(), "attempts" = "attempts" + 1
              WHERE "id" = ANY(${client.escapeLiteral(`{${published.join(',')}}`)}::uuid[]);`
          : '';
      await client.query(`${marks} COMMIT`);
      if (published.length > 0) outboxPublished.inc({ producer: this.options.service }, published.length);
      return { claimed: pending.length, failure };
    });
  }

  private async publish(event: PendingEvent): Promise<void> {
    // A row published before a crash that prevented marking it comes back here; JetStream reports it
    // as a duplicate within the window and the consumers' inbox absorbs it after that.
    // The trace context also travels as a header, where tracing tools look for it.
    const headers = event.traceparent ? traceHeaders(event.traceparent) : undefined;
    await this.options.nats.jetstream().publish(event.subject, this.encoder.encode(event.body), {
      msgID: event.id,
      headers,
      expect: { streamName: this.stream.name },
      timeout: this.settings.jetStreamTimeoutMs,
    });
  }
}

function traceHeaders(traceparent: string): MsgHdrs {
  const headers = natsHeaders();
  headers.set(TRACEPARENT_HEADER, traceparent);
  return headers;
}
