import {
  MESSAGING_RPC,
  PUSH_MESSAGES,
  SubscribePushDto,
  UnsubscribePushDto,
} from '@boonies/contracts/messaging';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';

const UNAVAILABLE = 'The messaging service is unavailable';

/**
 * This device's web push subscription for the signed-in skater. Pushes follow the skater's push switches
 * (`PATCH /api/users/me/preferences`, `push`); signing out of the session forgets the subscription.
 */
@ApiTags('push')
@SignedIn()
@Controller('push/subscriptions')
export class PushController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Subscribe this device to push notifications',
    description:
      "The body is the browser's `PushSubscription.toJSON()`, made with the VAPID key of " +
      '`GET /api/config/public`. An endpoint belongs to the last account that subscribed with it.',
  })
  @ApiBodyOf(SubscribePushDto)
  @ApiNoContentResponse({ description: 'Subscribed' })
  @ApiErrorResponses({
    400: `${PUSH_MESSAGES.invalidEndpoint}; ${PUSH_MESSAGES.invalidKey}; unknown fields`,
    401: 'Not signed in',
    403: 'Cross-site request refused',
    503: `${PUSH_MESSAGES.notConfigured}; ${UNAVAILABLE}`,
  })
  async subscribe(@Body() body: SubscribePushDto, @RequestContext() context: CallContext): Promise<void> {
    await this.rpc.call(MESSAGING_RPC.subscribePush, body, context);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Unsubscribe this device',
    description: "Removes the caller's subscription with this endpoint; anyone else's stays. Fine when none.",
  })
  @ApiQueryOf(UnsubscribePushDto)
  @ApiNoContentResponse({ description: 'Unsubscribed (or there was nothing to remove)' })
  @ApiErrorResponses({
    400: PUSH_MESSAGES.invalidEndpoint,
    401: 'Not signed in',
    403: 'Cross-site request refused',
    503: UNAVAILABLE,
  })
  async unsubscribe(
    @Query() query: UnsubscribePushDto,
    @RequestContext() context: CallContext,
  ): Promise<void> {
    await this.rpc.call(MESSAGING_RPC.unsubscribePush, query, context);
  }
}
