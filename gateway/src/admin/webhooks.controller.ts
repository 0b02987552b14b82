import {
  CreateWebhookEndpointDto,
  type DeletedWebhookEndpointDto,
  type ReplayDeadWebhookDeliveriesResultDto,
  RotateWebhookSecretDto,
  UpdateWebhookEndpointDto,
  type WebhookDeliveryDto,
  WebhookDeliveryListQuery,
  type WebhookDeliveryPageDto,
  WebhookDeliveryParam,
  type WebhookEndpointDto,
  WebhookEndpointIdParam,
  type WebhookEndpointWithSecretDto,
  WEBHOOKS_RPC,
} from '@boonies/contracts/webhooks';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';

const UNAVAILABLE = 'The webhooks service is unavailable';
const NO_ENDPOINT = 'No such webhook endpoint';
const REFUSED_TARGET = 'The URL is plain http, or points at a private, loopback or link-local address';

/**
 * Webhook endpoints for systems outside the community (docs/webhooks.md): admins only, which the webhooks
 * service enforces on every call.
 */
@ApiTags('admin')
@SignedIn()
@Controller('admin/webhooks')
export class WebhooksController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'Registered webhook endpoints, with their health (admins)' })
  @ApiOkResponseOf(['WebhookEndpointDto'])
  @ApiErrorResponses({ 403: ADMIN_ERRORS.adminsOnly, 503: UNAVAILABLE })
  list(@RequestContext() context: CallContext): Promise<WebhookEndpointDto[]> {
    return this.rpc.call(WEBHOOKS_RPC.endpoints, {}, context);
  }

  @Post()
  @ApiOperation({ summary: 'Register an endpoint; its signing secret is answered this once (admins)' })
  @ApiBodyOf(CreateWebhookEndpointDto)
  @ApiCreatedResponseOf('WebhookEndpointWithSecretDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    409: 'Too many endpoints',
    422: REFUSED_TARGET,
    503: UNAVAILABLE,
  })
  create(
    @Body() body: CreateWebhookEndpointDto,
    @RequestContext() context: CallContext,
  ): Promise<WebhookEndpointWithSecretDto> {
    return this.rpc.call(WEBHOOKS_RPC.createEndpoint, body, context);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change an endpoint: URL, description, event types, enabled (admins)' })
  @ApiParamsOf(WebhookEndpointIdParam)
  @ApiBodyOf(UpdateWebhookEndpointDto)
  @ApiOkResponseOf('WebhookEndpointDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: NO_ENDPOINT,
    422: REFUSED_TARGET,
    503: UNAVAILABLE,
  })
  update(
    @Param() { id }: WebhookEndpointIdParam,
    @Body() body: UpdateWebhookEndpointDto,
    @RequestContext() context: CallContext,
  ): Promise<WebhookEndpointDto> {
    return this.rpc.call(WEBHOOKS_RPC.updateEndpoint, { ...body, id }, context);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove an endpoint and its delivery log (admins)' })
  @ApiParamsOf(WebhookEndpointIdParam)
  @ApiOkResponseOf('DeletedWebhookEndpointDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: NO_ENDPOINT,
    503: UNAVAILABLE,
  })
  remove(
    @Param() { id }: WebhookEndpointIdParam,
    @RequestContext() context: CallContext,
  ): Promise<DeletedWebhookEndpointDto> {
    return this.rpc.call(WEBHOOKS_RPC.deleteEndpoint, { id }, context);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A new signing secret, answered this once (admins)',
    description: 'The previous secret keeps signing beside the new one for the grace period.',
  })
  @ApiParamsOf(WebhookEndpointIdParam)
  @ApiBodyOf(RotateWebhookSecretDto)
  @ApiOkResponseOf('WebhookEndpointWithSecretDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: NO_ENDPOINT,
    503: UNAVAILABLE,
  })
  rotate(
    @Param() { id }: WebhookEndpointIdParam,
    @Body() body: RotateWebhookSecretDto,
    @RequestContext() context: CallContext,
  ): Promise<WebhookEndpointWithSecretDto> {
    return this.rpc.call(WEBHOOKS_RPC.rotateSecret, { ...(body ?? {}), id }, context);
  }

  @Post(':id/test')
  @ApiOperation({ summary: 'Send the endpoint a signed `webhook.ping` (admins)' })
  @ApiParamsOf(WebhookEndpointIdParam)
  @ApiCreatedResponseOf('WebhookDeliveryDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: NO_ENDPOINT,
    503: UNAVAILABLE,
  })
  sendTest(
    @Param() { id }: WebhookEndpointIdParam,
    @RequestContext() context: CallContext,
  ): Promise<WebhookDeliveryDto> {
    return this.rpc.call(WEBHOOKS_RPC.sendTest, { id }, context);
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "An endpoint's delivery log, newest first (admins)" })
  @ApiParamsOf(WebhookEndpointIdParam)
  @ApiQueryOf(WebhookDeliveryListQuery)
  @ApiOkResponseOf('WebhookDeliveryPageDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: NO_ENDPOINT,
    503: UNAVAILABLE,
  })
  deliveries(
    @Param() { id }: WebhookEndpointIdParam,
    @Query() query: WebhookDeliveryListQuery,
    @RequestContext() context: CallContext,
  ): Promise<WebhookDeliveryPageDto> {
    return this.rpc.call(WEBHOOKS_RPC.deliveries, { ...query, id }, context);
  }

  @Post(':id/deliveries/replay-dead')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send every dead delivery of the endpoint again (admins)' })
  @ApiParamsOf(WebhookEndpointIdParam)
  @ApiOkResponseOf('ReplayDeadWebhookDeliveriesResultDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: NO_ENDPOINT,
    503: UNAVAILABLE,
  })
  replayDead(
    @Param() { id }: WebhookEndpointIdParam,
    @RequestContext() context: CallContext,
  ): Promise<ReplayDeadWebhookDeliveriesResultDto> {
    return this.rpc.call(WEBHOOKS_RPC.replayDead, { id }, context);
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a failed or dead delivery again, with the same webhook-id (admins)',
  })
  @ApiParamsOf(WebhookDeliveryParam)
  @ApiOkResponseOf('WebhookDeliveryDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: 'No such delivery of this endpoint',
    409: 'The delivery is neither failed nor dead',
    503: UNAVAILABLE,
  })
  replay(
    @Param() { id, deliveryId }: WebhookDeliveryParam,
    @RequestContext() context: CallContext,
  ): Promise<WebhookDeliveryDto> {
    return this.rpc.call(WEBHOOKS_RPC.replayDelivery, { id, deliveryId }, context);
  }
}
