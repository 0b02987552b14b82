import {
  type DeletedWebhookEndpointDto,
  type ReplayDeadWebhookDeliveriesResultDto,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PING_TYPE,
  WEBHOOK_URL_MAX,
  type WebhookDeliveryDto,
  type WebhookDeliveryPageDto,
  type WebhookDeliveryStatus,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
  type WebhookEventType,
  type WebhookPayloadType,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class WebhookEndpointModel implements WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'https://loyalty.example-shop.com/hooks/boonies', maxLength: WEBHOOK_URL_MAX })
  url!: string;

  @ApiProperty({ maxLength: WEBHOOK_DESCRIPTION_MAX })
  description!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  eventTypes!: WebhookEventType[];

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({
    description: 'Failed attempts since the last success; above zero the endpoint is backed off',
  })
  consecutiveFailures!: number;

  @ApiProperty()
  pendingDeliveries!: number;

  @ApiProperty({ description: 'Dead deliveries, replayable' })
  deadDeliveries!: number;

  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATUSES,
    nullable: true,
    description: "The newest delivery's status; null before any",
  })
  lastDeliveryStatus!: WebhookDeliveryStatus | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When the newest delivery's status last changed (its latest attempt)",
  })
  lastDeliveryAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until when the rotated-out secret still signs beside the current one',
  })
  previousSecretExpiresAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class WebhookEndpointWithSecretModel
  extends WebhookEndpointModel
  implements WebhookEndpointWithSecretDto
{
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'Shown once: keep it now' })
  secret!: string;
}

export class DeletedWebhookEndpointModel implements DeletedWebhookEndpointDto {
  @ApiProperty({ enum: [true] })
  deleted!: true;

  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class WebhookDeliveryModel implements WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid', description: 'The `webhook-id` header of every attempt and replay' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  endpointId!: string;

  @ApiProperty({ enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_TYPE] })
  eventType!: WebhookPayloadType;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES })
  status!: WebhookDeliveryStatus;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ type: Number, nullable: true })
  lastResponseStatus!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  latencyMs!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextAttemptAt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class WebhookDeliveryPageModel implements WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryModel] })
  deliveries!: WebhookDeliveryModel[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page' })
  nextCursor!: string | null;
}

export class ReplayDeadWebhookDeliveriesResultModel implements ReplayDeadWebhookDeliveriesResultDto {
  @ApiProperty()
  replayed!: number;
}
