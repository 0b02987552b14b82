import {
  type CreateWebhookEndpointDto,
  type DeletedWebhookEndpointDto,
  type ReplayDeadWebhookDeliveriesResultDto,
  type RotateWebhookSecretRequest,
  type UpdateWebhookEndpointRequest,
  WEBHOOK_DELIVERY_PAGE_DEFAULT,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryDto,
  type WebhookDeliveryListRequest,
  type WebhookDeliveryPageDto,
  type WebhookDeliveryStatus,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
  type WebhookPayload,
} from '@boonies/contracts/webhooks';
import { DomainError, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { WebhooksConfig } from '../config/webhooks.config';
import { DeliveriesRepository } from '../deliveries/deliveries.repository';
import { WebhookDelivery } from '../deliveries/webhook-delivery.entity';
import { newSecret } from '../deliveries/signer';
import { checkTarget, TargetAllowList, TargetRefused } from '../deliveries/target-guard';
import { SecretBox } from './secret-box';
import { WebhookEndpoint } from './webhook-endpoint.entity';

interface EndpointStats {
  pending: number;
  dead: number;
  lastStatus: WebhookDeliveryStatus | null;
  lastAt: Date | null;
}

const NO_DELIVERIES: EndpointStats = { pending: 0, dead: 0, lastStatus: null, lastAt: null };

function endpointDtoOf(
  endpoint: WebhookEndpoint,
  stats: EndpointStats,
  now = new Date(),
): WebhookEndpointDto {
  const previousLive = endpoint.previousSecretExpiresAt !== null && endpoint.previousSecretExpiresAt > now;
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    consecutiveFailures: endpoint.consecutiveFailures,
    pendingDeliveries: stats.pending,
    deadDeliveries: stats.dead,
    lastDeliveryStatus: stats.lastStatus,
    lastDeliveryAt: stats.lastAt?.toISOString() ?? null,
    previousSecretExpiresAt: previousLive ? endpoint.previousSecretExpiresAt!.toISOString() : null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

/** A page cursor: the last row's creation time and id. */
function encodeCursor(delivery: WebhookDeliveryDto): string {
  return Buffer.from(`${delivery.createdAt}|${delivery.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? '')) {
    throw new DomainError('VALIDATION_FAILED', 'cursor is not one this list gave', { field: 'cursor' });
  }
  return { createdAt, id: id! };
}

/** The admins' side: endpoints, their secrets, the delivery log, replays and test pings. */
@Injectable()
export class EndpointsService {
  private readonly allowList: TargetAllowList;
  private readonly statsSql: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: DeliveriesRepository,
    private readonly config: WebhooksConfig,
    private readonly secrets: SecretBox,
  ) {
    this.allowList = new TargetAllowList(config.WEBHOOKS_ALLOWED_TARGETS);
    const table = tablePaths(dataSource, { deliveries: WebhookDelivery }).deliveries;
    // Per endpoint, on the log's index: its newest delivery, and the counts of the few still open.
    this.statsSql = `
      SELECT e.id AS endpoint_id, s.pending, s.dead, l.status AS last_status, l.updated_at AS last_at
      FROM unnest($1::uuid[]) AS e(id)
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
               count(*) FILTER (WHERE status = 'dead')::int AS dead
        FROM ${table} WHERE endpoint_id = e.id AND status IN ('pending', 'dead')) s
      LEFT JOIN LATERAL (
        SELECT status, updated_at FROM ${table} WHERE endpoint_id = e.id
        ORDER BY created_at DESC, id DESC LIMIT 1) l ON true`;
  }

  async list(): Promise<WebhookEndpointDto[]> {
    const endpoints = await this.dataSource
      .getRepository(WebhookEndpoint)
      .find({ order: { createdAt: 'ASC' } });
    return this.withStats(endpoints);
  }

  async create(request: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    await this.judgeTarget(request.url);
    const now = new Date();
    const secret = newSecret();
    const endpoint = await this.dataSource.transaction(async (manager) => {
      // Counted under a lock, so two admins registering at once cannot pass the cap together.
      await manager.query(
        `LOCK TABLE ${tablePaths(this.dataSource, { endpoints: WebhookEndpoint }).endpoints} IN SHARE ROW EXCLUSIVE MODE`,
      );
      if ((await manager.count(WebhookEndpoint)) >= WEBHOOK_ENDPOINTS_MAX) {
        throw new DomainError('CONFLICT', WEBHOOK_MESSAGES.tooManyEndpoints);
      }
      const id = randomUUID();
      return manager.save(
        manager.create(WebhookEndpoint, {
          id,
          url: request.url,
          description: request.description ?? '',
          eventTypes: request.eventTypes,
          enabled: request.enabled ?? true,
          secret: this.secrets.seal(secret, id),
          previousSecret: null,
          previousSecretExpiresAt: null,
          consecutiveFailures: 0,
          backoffUntil: null,
          createdAt: now,
          updatedAt: now,
        }),
      );
    });
    return { ...endpointDtoOf(endpoint, NO_DELIVERIES), secret };
  }

  async update(request: UpdateWebhookEndpointRequest): Promise<WebhookEndpointDto> {
    if (request.url !== undefined) await this.judgeTarget(request.url);
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const found = await this.locked(manager, request.id);
      if (request.url !== undefined) found.url = request.url;
      if (request.description !== undefined) found.description = request.description;
      if (request.eventTypes !== undefined) found.eventTypes = request.eventTypes;
      if (request.enabled !== undefined) {
        // Turned on again: its past failures no longer hold its deliveries back.
        if (request.enabled && !found.enabled) {
          found.consecutiveFailures = 0;
          found.backoffUntil = null;
        }
        found.enabled = request.enabled;
      }
      found.updatedAt = new Date();
      return manager.save(found);
    });
    const [dto] = await this.withStats([endpoint]);
    return dto;
  }

  async remove(id: string): Promise<DeletedWebhookEndpointDto> {
    const deleted = await this.dataSource.getRepository(WebhookEndpoint).delete({ id });
    if (!deleted.affected) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    return { deleted: true, id };
  }

  /**
   * A new secret, shown once. The one it replaces keeps signing beside it for the grace period, so receivers
   * can switch over without a delivery failing verification.
   */
  async rotate(request: RotateWebhookSecretRequest): Promise<WebhookEndpointWithSecretDto> {
    const graceSeconds = request.graceSeconds ?? this.config.WEBHOOKS_ROTATION_GRACE_SECONDS;
    const secret = newSecret();
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const found = await this.locked(manager, request.id);
      const now = new Date();
      found.previousSecret = graceSeconds > 0 ? found.secret : null;
      found.previousSecretExpiresAt = graceSeconds > 0 ? new Date(now.getTime() + graceSeconds * 1000) : null;
      found.secret = this.secrets.seal(secret, found.id);
      found.updatedAt = now;
      return manager.save(found);
    });
    const [dto] = await this.withStats([endpoint]);
    return { ...dto, secret };
  }

  async sendTest(id: string): Promise<WebhookDeliveryDto> {
    return this.dataSource.transaction(async (manager) => {
      const endpoint = await this.locked(manager, id);
      // A paused endpoint is sent nothing, so a ping would only wait: say so instead.
      if (!endpoint.enabled) throw new DomainError('CONFLICT', WEBHOOK_MESSAGES.endpointPaused);
      const payload: WebhookPayload<'webhook.ping'> = {
        type: 'webhook.ping',
        timestamp: new Date().toISOString(),
        data: { endpointId: endpoint.id, message: 'A test delivery from The Boonies' },
      };
      return this.deliveries.enqueuePing(manager, endpoint.id, JSON.stringify(payload));
    });
  }

  async deliveryPage(request: WebhookDeliveryListRequest): Promise<WebhookDeliveryPageDto> {
    await this.existing(request.id);
    const limit = request.limit ?? WEBHOOK_DELIVERY_PAGE_DEFAULT;
    const rows = await this.deliveries.page(request.id, {
      status: request.status,
      before: request.cursor ? decodeCursor(request.cursor) : undefined,
      limit: limit + 1,
    });
    const deliveries = rows.slice(0, limit);
    return { deliveries, nextCursor: rows.length > limit ? encodeCursor(deliveries[limit - 1]) : null };
  }

  async replay(endpointId: string, deliveryId: string): Promise<WebhookDeliveryDto> {
    const result = await this.dataSource.transaction((manager) =>
      this.deliveries.replay(manager, endpointId, deliveryId),
    );
    if (!result) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    if (!result.replayed) throw new DomainError('CONFLICT', WEBHOOK_MESSAGES.notReplayable);
    return result.delivery;
  }

  async replayDead(endpointId: string): Promise<ReplayDeadWebhookDeliveriesResultDto> {
    await this.existing(endpointId);
    const replayed = await this.dataSource.transaction((manager) =>
      this.deliveries.replayDead(manager, endpointId),
    );
    return { replayed };
  }

  /** The same judgement as before every attempt: https to a public address, unless allow-listed. */
  private async judgeTarget(url: string): Promise<void> {
    try {
      await checkTarget(url, this.allowList);
    } catch (error) {
      if (error instanceof TargetRefused) throw error.toDomainError();
      throw error;
    }
  }

  private async existing(id: string): Promise<WebhookEndpoint> {
    const found = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id });
    if (!found) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    return found;
  }

  private async locked(manager: EntityManager, id: string): Promise<WebhookEndpoint> {
    const found = await manager.findOne(WebhookEndpoint, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!found) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    return found;
  }

  private async withStats(endpoints: WebhookEndpoint[]): Promise<WebhookEndpointDto[]> {
    const rows = await this.dataSource.query<
      {
        endpoint_id: string;
        pending: number;
        dead: number;
        last_status: WebhookDeliveryStatus | null;
        last_at: Date | null;
      }[]
    >(this.statsSql, [endpoints.map(({ id }) => id)]);
    const stats = new Map(
      rows.map((row) => [
        row.endpoint_id,
        { pending: row.pending, dead: row.dead, lastStatus: row.last_status, lastAt: row.last_at },
      ]),
    );
    return endpoints.map((endpoint) => endpointDtoOf(endpoint, stats.get(endpoint.id) ?? NO_DELIVERIES));
  }
}
