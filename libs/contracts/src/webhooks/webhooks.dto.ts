// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { ApiNote } from '../common/api-notes';
import {
  isWebhookUrl,
  WEBHOOK_DELIVERY_PAGE_MAX,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_ROTATION_GRACE_MAX_SECONDS,
  WEBHOOK_URL_MAX,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookPayloadType,
} from './rules';
import type { DateTime, Uuid } from '../common/formats';

function WebhookUrl(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWebhookUrl',
      validator: { validate: (value) => typeof value === 'string' && isWebhookUrl(value) },
    },
    { message: WEBHOOK_MESSAGES.url },
  );
}

/** `POST /api/admin/webhooks`: a new endpoint, enabled unless said otherwise; its secret is answered once. */
export class CreateWebhookEndpointDto {
  @ApiNote({
    description: 'Where deliveries are POSTed: https (http only for hosts the operator allow-lists)',
    example: 'https://loyalty.example-shop.com/hooks/boonies',
  })
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX)
  @WebhookUrl()
  url!: string;

  @ApiNote({ description: 'What the endpoint is for, for admins', example: 'Shop loyalty points' })
  @IsOptional()
  @IsString()
  @MaxLength(WEBHOOK_DESCRIPTION_MAX)
  description?: string;

  @ApiNote({ description: 'The event types to deliver', example: ['trick.verified'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WEBHOOK_MESSAGES.eventTypes })
  eventTypes!: WebhookEventType[];

  @ApiNote({ description: 'Default true; a disabled endpoint is sent nothing' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** `PATCH /api/admin/webhooks/:id`: the fields given change, the others stay. */
export class UpdateWebhookEndpointDto {
  @IsOptional()
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX)
  @WebhookUrl()
  url?: string;

  @IsOptional()
  @IsString()
  @MaxLength(WEBHOOK_DESCRIPTION_MAX)
  description?: string;

  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WEBHOOK_MESSAGES.eventTypes })
  eventTypes?: WebhookEventType[];

  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class WebhookEndpointIdParam {
  @IsUUID('all', { message: 'id must be a valid webhook endpoint id' })
  id!: string;
}

/** `rpc.webhooks.update-endpoint`: the id from the path with the body's changes. */
export class UpdateWebhookEndpointRequest extends UpdateWebhookEndpointDto {
  @IsUUID('all', { message: 'id must be a valid webhook endpoint id' })
  id!: string;
}

/** `POST /api/admin/webhooks/:id/rotate-secret`: a new secret; the old one keeps signing for the grace period. */
export class RotateWebhookSecretDto {
  @ApiNote({
    description:
      'Seconds the previous secret keeps signing beside the new one; default WEBHOOKS_ROTATION_GRACE_SECONDS',
    example: 86400,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(WEBHOOK_ROTATION_GRACE_MAX_SECONDS)
  graceSeconds?: number;
}

/** `rpc.webhooks.rotate-secret`. */
export class RotateWebhookSecretRequest extends RotateWebhookSecretDto {
  @IsUUID('all', { message: 'id must be a valid webhook endpoint id' })
  id!: string;
}

/** `GET /api/admin/webhooks/:id/deliveries`: newest first; `cursor` is the previous page's `nextCursor`. */
export class WebhookDeliveryListQuery {
  @ApiNote({ description: 'Only deliveries in this status' })
  @IsOptional()
  @IsIn(WEBHOOK_DELIVERY_STATUSES)
  status?: WebhookDeliveryStatus;

  @ApiNote({ description: "The previous page's `nextCursor`" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiNote({ description: 'Default 50' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(WEBHOOK_DELIVERY_PAGE_MAX)
  limit?: number;
}

/** `rpc.webhooks.deliveries`: the endpoint from the path with the query. */
export class WebhookDeliveryListRequest extends WebhookDeliveryListQuery {
  @IsUUID('all', { message: 'id must be a valid webhook endpoint id' })
  id!: string;
}

/** `POST /api/admin/webhooks/:id/deliveries/:deliveryId/replay`. */
export class WebhookDeliveryParam {
  @IsUUID('all', { message: 'id must be a valid webhook endpoint id' })
  id!: string;

  @IsUUID('all', { message: 'deliveryId must be a valid webhook delivery id' })
  deliveryId!: string;
}

/** An endpoint as admins see it; its secret is never shown again after create or rotate. */
export interface WebhookEndpointDto {
  id: Uuid;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** Failed attempts since its last success; while above zero, the endpoint's deliveries are backed off. */
  consecutiveFailures: number;
  /** Deliveries waiting to be sent, and those dead (replayable). */
  pendingDeliveries: number;
  /** Dead deliveries, replayable. */
  deadDeliveries: number;
  /** The newest delivery's status, and when it last changed (its latest attempt); null before any. */
  lastDeliveryStatus: WebhookDeliveryStatus | null;
  /** When the newest delivery's status last changed (its latest attempt). */
  lastDeliveryAt: DateTime | null;
  /** Until when a rotated-out secret still signs beside the current one; null when none does. */
  previousSecretExpiresAt: DateTime | null;
  createdAt: DateTime;
  updatedAt: DateTime;
}

/** The answer to create and rotate: the only time the secret (`whsec_…`) is shown. */
export interface WebhookEndpointWithSecretDto extends WebhookEndpointDto {
  /** Shown once: keep it now. */
  secret: string;
}

export interface DeletedWebhookEndpointDto {
  deleted: true;
  id: Uuid;
}

/** One row of an endpoint's delivery log. Its `id` is the `webhook-id` header, the same on every attempt and replay. */
export interface WebhookDeliveryDto {
  /** The `webhook-id` header of every attempt and replay. */
  id: Uuid;
  endpointId: Uuid;
  eventType: WebhookPayloadType;
  /** The domain event delivered (the ping's own id for a test). */
  eventId: Uuid;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The HTTP status of the last answer; null when none came (timeout, refused connection) or not tried yet. */
  lastResponseStatus: number | null;
  /** How long the last attempt took, in milliseconds. */
  latencyMs: number | null;
  nextAttemptAt: DateTime | null;
  lastError: string | null;
  createdAt: DateTime;
  updatedAt: DateTime;
}

export interface WebhookDeliveryPageDto {
  deliveries: WebhookDeliveryDto[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface ReplayDeadWebhookDeliveriesResultDto {
  /** Dead deliveries put back to pending. */
  replayed: number;
}
