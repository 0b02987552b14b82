import { defineRpc } from '../rpc/rpc-definition';
import type { NoPayload } from '../rpc/rpc-definition';
import type {
  CreateWebhookEndpointDto,
  DeletedWebhookEndpointDto,
  ReplayDeadWebhookDeliveriesResultDto,
  RotateWebhookSecretRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryDto,
  WebhookDeliveryListRequest,
  WebhookDeliveryPageDto,
  WebhookDeliveryParam,
  WebhookEndpointDto,
  WebhookEndpointIdParam,
  WebhookEndpointWithSecretDto,
} from './webhooks.dto';

/** Admin only: webhook endpoints for systems outside the bus, and their delivery logs. */
/** The requests the webhooks service answers, `rpc.webhooks.<operation>`, with their request and response types. */
export const WEBHOOKS_RPC = {
  endpoints: defineRpc<NoPayload, WebhookEndpointDto[]>('webhooks', 'endpoints'),
  createEndpoint: defineRpc<CreateWebhookEndpointDto, WebhookEndpointWithSecretDto>(
    'webhooks',
    'create-endpoint',
  ),
  updateEndpoint: defineRpc<UpdateWebhookEndpointRequest, WebhookEndpointDto>('webhooks', 'update-endpoint'),
  deleteEndpoint: defineRpc<WebhookEndpointIdParam, DeletedWebhookEndpointDto>('webhooks', 'delete-endpoint'),
  rotateSecret: defineRpc<RotateWebhookSecretRequest, WebhookEndpointWithSecretDto>(
    'webhooks',
    'rotate-secret',
  ),
  sendTest: defineRpc<WebhookEndpointIdParam, WebhookDeliveryDto>('webhooks', 'send-test'),
  deliveries: defineRpc<WebhookDeliveryListRequest, WebhookDeliveryPageDto>('webhooks', 'deliveries'),
  replayDelivery: defineRpc<WebhookDeliveryParam, WebhookDeliveryDto>('webhooks', 'replay-delivery'),
  replayDead: defineRpc<WebhookEndpointIdParam, ReplayDeadWebhookDeliveriesResultDto>(
    'webhooks',
    'replay-dead',
  ),
} as const;
