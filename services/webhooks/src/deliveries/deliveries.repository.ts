import type {
  WebhookDeliveryDto,
  WebhookDeliveryStatus,
  WebhookPayloadType,
} from '@boonies/contracts/webhooks';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { WebhookEndpoint } from '../endpoints/webhook-endpoint.entity';
import { type DeliveryAudience, WebhookDelivery } from './webhook-delivery.entity';

/** A delivery leased to a worker: what it sends, and the attempt number it holds. */
export interface LeasedDelivery {
  id: string;
  endpointId: string;
  url: string;
  body: string;
  audience: DeliveryAudience;
  attempts: number;
  /** Sealed, as stored (`SecretBox`). */
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** How an attempt ends its delivery's row. */
export interface AttemptRecord {
  status: WebhookDeliveryStatus;
  responseStatus: number | null;
  latencyMs: number | null;
  error: string | null;
  /** When the next attempt is due (pending only). */
  retryInMs: number | null;
  /** The endpoint's rest after a failure; null after a success (the endpoint is healthy again). */
  endpointBackoffMs: number | null;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_type: WebhookPayloadType;
  event_id: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_response_status: number | null;
  latency_ms: number | null;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

export function deliveryDtoOf(row: DeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    eventId: row.event_id,
    status: row.status,
    attempts: row.attempts,
    lastResponseStatus: row.last_response_status,
    latencyMs: row.latency_ms,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** TypeORM answers an UPDATE or DELETE as `[rows, affected]`, an INSERT or SELECT as the rows alone. */
async function returning<Row>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<Row[]> {
  const result = (await manager.query(sql, parameters)) as unknown;
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as Row[];
  }
  return result as Row[];
}

const DELIVERY_COLUMNS = `id, endpoint_id, event_type, event_id, status, attempts, last_response_status, latency_ms,
  next_attempt_at, last_error, created_at, updated_at`;

/** The delivery outbox: rows written with their event, leased by workers, kept as the log. */
@Injectable()
export class DeliveriesRepository {
  private readonly t;
  /** The channel a committed new (or replayed) delivery is announced on, so idle workers look at once. */
  readonly channel: string;

  constructor(private readonly dataSource: DataSource) {
    this.t = tablePaths(dataSource, { deliveries: WebhookDelivery, endpoints: WebhookEndpoint });
    // The table's own name, schema included, so services or tests sharing a database never wake each other.
    this.channel = this.t.deliveries.replace(/"/g, '');
  }

  /**
   * One pending delivery per endpoint enabled for `type`, in the event's transaction; an event handled again
   * adds none (unique per endpoint and event). Answers how many were written.
   */
  async enqueueForEvent(
    manager: EntityManager,
    event: { type: WebhookPayloadType; eventId: string; body: string; audience: DeliveryAudience },
  ): Promise<number> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO ${this.t.deliveries}
         (id, endpoint_id, event_type, event_id, body, audience, status, next_attempt_at, created_at, updated_at)
       SELECT gen_random_uuid(), e.id, $1, $2, $3, $4, 'pending', now(), now(), now()
       FROM ${this.t.endpoints} e WHERE e.enabled AND $1 = ANY(e.event_types)
       ON CONFLICT ON CONSTRAINT deliveries_endpoint_event_key DO NOTHING
       RETURNING id`,
      [event.type, event.eventId, event.body, JSON.stringify(event.audience)],
    );
    if (rows.length > 0) await this.announce(manager);
    return rows.length;
  }

  /** A test delivery to one endpoint, whatever it subscribes to. */
  async enqueuePing(manager: EntityManager, endpointId: string, body: string): Promise<WebhookDeliveryDto> {
    const [row] = await manager.query<DeliveryRow[]>(
      `INSERT INTO ${this.t.deliveries}
         (id, endpoint_id, event_type, event_id, body, audience, status, next_attempt_at, created_at, updated_at)
       VALUES ($1, $2, 'webhook.ping', $3, $4, '{"users":[],"postId":null}', 'pending', now(), now(), now())
       RETURNING ${DELIVERY_COLUMNS}`,
      [randomUUID(), endpointId, randomUUID(), body],
    );
    await this.announce(manager);
    return deliveryDtoOf(row);
  }

  /**
   * Leases up to `limit` due deliveries for one attempt each, across endpoints: at most `perEndpoint` in
   * flight per endpoint over all replicas, none of an endpoint resting after failures or disabled. The
   * endpoint rows are locked with SKIP LOCKED while the lease is taken, so replicas claiming together take
   * different endpoints and never exceed the cap; the delivery rows themselves too, so a replay or an
   * outcome being written is never claimed under it.
   */
  async lease(options: {
    limit: number;
    perEndpoint: number;
    maxAttempts: number;
    leaseMs: number;
  }): Promise<LeasedDelivery[]> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await returning<{
        id: string;
        endpoint_id: string;
        url: string;
        body: string;
        audience: DeliveryAudience;
        attempts: number;
        secret: string;
        previous_secret: string | null;
        previous_secret_expires_at: Date | null;
      }>(
        manager,
        `WITH claimable AS (
           SELECT e.id AS endpoint_id
           FROM ${this.t.endpoints} e
           WHERE e.enabled AND (e.backoff_until IS NULL OR e.backoff_until <= now())
             AND EXISTS (SELECT 1 FROM ${this.t.deliveries} d
                         WHERE d.endpoint_id = e.id AND d.status = 'pending' AND d.next_attempt_at <= now()
                           AND (d.leased_until IS NULL OR d.leased_until <= now()))
           FOR UPDATE OF e SKIP LOCKED
         ), picked AS (
           SELECT d.id, d.next_attempt_at
           FROM claimable c
           CROSS JOIN LATERAL (
             SELECT d.id, d.next_attempt_at FROM ${this.t.deliveries} d
             WHERE d.endpoint_id = c.endpoint_id AND d.status = 'pending' AND d.next_attempt_at <= now()
               AND (d.leased_until IS NULL OR d.leased_until <= now()) AND d.attempts < $3
             ORDER BY d.next_attempt_at, d.id
             LIMIT greatest(0, $2 - (SELECT count(*) FROM ${this.t.deliveries} f
                                      WHERE f.endpoint_id = c.endpoint_id AND f.status = 'pending'
                                        AND f.leased_until > now()))
             FOR UPDATE OF d SKIP LOCKED
           ) d
           ORDER BY d.next_attempt_at
           LIMIT $1
         )
         UPDATE ${this.t.deliveries} d
         SET leased_until = now() + make_interval(secs => $4::double precision / 1000),
             attempts = d.attempts + 1, updated_at = now()
         FROM picked p, ${this.t.endpoints} e
         WHERE d.id = p.id AND e.id = d.endpoint_id
         RETURNING d.id, d.endpoint_id, e.url, d.body, d.audience, d.attempts, e.secret, e.previous_secret,
                   e.previous_secret_expires_at`,
        [options.limit, options.perEndpoint, options.maxAttempts, options.leaseMs],
      );
      return rows.map((row) => ({
        id: row.id,
        endpointId: row.endpoint_id,
        url: row.url,
        body: row.body,
        audience: row.audience,
        attempts: row.attempts,
        secret: row.secret,
        previousSecret: row.previous_secret,
        previousSecretExpiresAt: row.previous_secret_expires_at,
      }));
    });
  }

  /**
   * Writes an attempt's outcome, and the endpoint's health with it, in one statement: only if the row still
   * holds this attempt (a worker whose lease ran out and was taken over writes nothing). A withheld delivery
   * says nothing of the endpoint; a success clears its failures and rest, a failure adds one and rests it.
   * Answers whether it wrote.
   */
  async record(delivery: LeasedDelivery, record: AttemptRecord): Promise<boolean> {
    const written = await this.dataSource.query<unknown[]>(
      `WITH written AS (
         UPDATE ${this.t.deliveries}
         SET status = $3, last_response_status = $4, latency_ms = $5, last_error = $6,
             next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + make_interval(secs => $7::double precision / 1000) END,
             leased_until = NULL, updated_at = now()
         WHERE id = $1 AND attempts = $2 AND status = 'pending'
         RETURNING endpoint_id
       ), health AS (
         UPDATE ${this.t.endpoints} e
         SET consecutive_failures = CASE WHEN $8::double precision IS NULL THEN 0 ELSE e.consecutive_failures + 1 END,
             backoff_until = now() + make_interval(secs => $8::double precision / 1000)
         FROM written w
         WHERE e.id = w.endpoint_id AND $3 <> 'withheld'
           AND ($8::double precision IS NOT NULL OR e.consecutive_failures <> 0 OR e.backoff_until IS NOT NULL)
       )
       SELECT 1 FROM written`,
      [
        delivery.id,
        delivery.attempts,
        record.status,
        record.responseStatus,
        record.latencyMs,
        record.error?.slice(0, 1000) ?? null,
        record.retryInMs ?? 0,
        record.endpointBackoffMs,
      ],
    );
    return written.length > 0;
  }

  async page(
    endpointId: string,
    options: { status?: WebhookDeliveryStatus; before?: { createdAt: Date; id: string }; limit: number },
  ): Promise<WebhookDeliveryDto[]> {
    const rows = await this.dataSource.query<DeliveryRow[]>(
      `SELECT ${DELIVERY_COLUMNS} FROM ${this.t.deliveries}
       WHERE endpoint_id = $1 AND ($2::text IS NULL OR status = $2)
         AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $5`,
      [
        endpointId,
        options.status ?? null,
        options.before?.createdAt ?? null,
        options.before?.id ?? null,
        options.limit,
      ],
    );
    return rows.map(deliveryDtoOf);
  }

  /**
   * Puts a failed or dead delivery back to pending with a fresh attempt count, due now; its id, the
   * `webhook-id`, stays, so a receiver that did get it after all drops the copy. Answers null when there is
   * no such delivery of the endpoint, and the row unchanged when it is not replayable.
   */
  async replay(
    manager: EntityManager,
    endpointId: string,
    deliveryId: string,
  ): Promise<{ replayed: boolean; delivery: WebhookDeliveryDto } | null> {
    const [replayed] = await returning<DeliveryRow>(
      manager,
      `UPDATE ${this.t.deliveries}
       SET status = 'pending', attempts = 0, next_attempt_at = now(), leased_until = NULL, updated_at = now()
       WHERE id = $1 AND endpoint_id = $2 AND status IN ('failed', 'dead')
       RETURNING ${DELIVERY_COLUMNS}`,
      [deliveryId, endpointId],
    );
    if (replayed) {
      await this.announce(manager);
      return { replayed: true, delivery: deliveryDtoOf(replayed) };
    }
    const [current] = await manager.query<DeliveryRow[]>(
      `SELECT ${DELIVERY_COLUMNS} FROM ${this.t.deliveries} WHERE id = $1 AND endpoint_id = $2`,
      [deliveryId, endpointId],
    );
    return current ? { replayed: false, delivery: deliveryDtoOf(current) } : null;
  }

  /** Every dead delivery of the endpoint back to pending; answers how many. */
  async replayDead(manager: EntityManager, endpointId: string): Promise<number> {
    const rows = await returning<unknown>(
      manager,
      `UPDATE ${this.t.deliveries}
       SET status = 'pending', attempts = 0, next_attempt_at = now(), leased_until = NULL, updated_at = now()
       WHERE endpoint_id = $1 AND status = 'dead'
       RETURNING id`,
      [endpointId],
    );
    if (rows.length > 0) await this.announce(manager);
    return rows.length;
  }

  /**
   * The sweep: deliveries whose worker died on their last attempt (lease run out, no attempt left) are dead;
   * finished deliveries older than the retention leave the log, `batch` at a time.
   */
  async sweep(options: { maxAttempts: number; retentionDays: number; batch: number }) {
    const buried = await returning<unknown>(
      this.dataSource.manager,
      `UPDATE ${this.t.deliveries}
       SET status = 'dead', leased_until = NULL, next_attempt_at = NULL, updated_at = now(),
           last_error = coalesce(last_error, 'The last attempt did not finish')
       WHERE status = 'pending' AND attempts >= $1 AND leased_until <= now()
       RETURNING id`,
      [options.maxAttempts],
    );
    let removed = 0;
    for (;;) {
      const rows = await returning<unknown>(
        this.dataSource.manager,
        `DELETE FROM ${this.t.deliveries} WHERE id IN (
           SELECT id FROM ${this.t.deliveries}
           WHERE status <> 'pending' AND updated_at < now() - make_interval(days => $1)
           LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [options.retentionDays, options.batch],
      );
      removed += rows.length;
      if (rows.length < options.batch) break;
    }
    return { buried: buried.length, removed };
  }

  private async announce(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_notify($1, '')`, [this.channel]);
  }
}
