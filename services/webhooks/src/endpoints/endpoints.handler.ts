import {
  CreateWebhookEndpointDto,
  type DeletedWebhookEndpointDto,
  type ReplayDeadWebhookDeliveriesResultDto,
  RotateWebhookSecretRequest,
  UpdateWebhookEndpointRequest,
  type WebhookDeliveryDto,
  WebhookDeliveryListRequest,
  type WebhookDeliveryPageDto,
  WebhookDeliveryParam,
  type WebhookEndpointDto,
  WebhookEndpointIdParam,
  type WebhookEndpointWithSecretDto,
  WEBHOOKS_RPC,
} from '@boonies/contracts/webhooks';
import { AdminOnly, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EndpointsService } from './endpoints.service';

/** Every call is an admin's: endpoints carry secrets, and what they receive is the site's to decide. */
@Controller()
@AdminOnly()
export class EndpointsHandler {
  constructor(private readonly endpoints: EndpointsService) {}

  @RpcHandler(WEBHOOKS_RPC.endpoints)
  list(): Promise<WebhookEndpointDto[]> {
    return this.endpoints.list();
  }

  @RpcHandler(WEBHOOKS_RPC.createEndpoint)
  create(@Payload() request: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    return this.endpoints.create(request);
  }

  @RpcHandler(WEBHOOKS_RPC.updateEndpoint)
  update(@Payload() request: UpdateWebhookEndpointRequest): Promise<WebhookEndpointDto> {
    return this.endpoints.update(request);
  }

  @RpcHandler(WEBHOOKS_RPC.deleteEndpoint)
  remove(@Payload() { id }: WebhookEndpointIdParam): Promise<DeletedWebhookEndpointDto> {
    return this.endpoints.remove(id);
  }

  @RpcHandler(WEBHOOKS_RPC.rotateSecret)
  rotate(@Payload() request: RotateWebhookSecretRequest): Promise<WebhookEndpointWithSecretDto> {
    return this.endpoints.rotate(request);
  }

  @RpcHandler(WEBHOOKS_RPC.sendTest)
  sendTest(@Payload() { id }: WebhookEndpointIdParam): Promise<WebhookDeliveryDto> {
    return this.endpoints.sendTest(id);
  }

  @RpcHandler(WEBHOOKS_RPC.deliveries)
  deliveries(@Payload() request: WebhookDeliveryListRequest): Promise<WebhookDeliveryPageDto> {
    return this.endpoints.deliveryPage(request);
  }

  @RpcHandler(WEBHOOKS_RPC.replayDelivery)
  replay(@Payload() { id, deliveryId }: WebhookDeliveryParam): Promise<WebhookDeliveryDto> {
    return this.endpoints.replay(id, deliveryId);
  }

  @RpcHandler(WEBHOOKS_RPC.replayDead)
  replayDead(@Payload() { id }: WebhookEndpointIdParam): Promise<ReplayDeadWebhookDeliveriesResultDto> {
    return this.endpoints.replayDead(id);
  }
}
