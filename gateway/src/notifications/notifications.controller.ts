import {
  type MarkedReadDto,
  MESSAGING_RPC,
  NOTIFICATION_PAGE_SIZE,
  type NotificationDto,
  NotificationIdParam,
  NotificationListQuery,
  type NotificationPageDto,
} from '@boonies/contracts/messaging';
import type { CallContext } from '@boonies/messaging';
import { Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { MESSAGING_ERRORS } from '../messages/messaging-errors';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';

/** The caller's notifications; new ones also arrive over socket.io as `notification:new`. */
@ApiTags('notifications')
@SignedIn()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({
    summary: "The caller's notifications, newest first",
    description:
      'Leaves out what a skater the access policy now hides from the caller did: one who is deactivated or ' +
      'suspended, or with a block between the two either way.',
  })
  @ApiQueryOf(NotificationListQuery, {
    limit: `Notifications per page; ${NOTIFICATION_PAGE_SIZE} when omitted`,
  })
  @ApiOkResponseOf('NotificationPageDto')
  @ApiErrorResponses({ 400: MESSAGING_ERRORS.badPage, 503: MESSAGING_ERRORS.unavailable })
  list(
    @Query() query: NotificationListQuery,
    @RequestContext() context: CallContext,
  ): Promise<NotificationPageDto> {
    return this.rpc.call(MESSAGING_RPC.notifications, query, context);
  }

  @Patch('read-all')
  @ApiOperation({ summary: "Mark all of the caller's notifications read" })
  @ApiOkResponseOf('MarkedReadDto')
  @ApiErrorResponses({ 503: MESSAGING_ERRORS.unavailable })
  markAllRead(@RequestContext() context: CallContext): Promise<MarkedReadDto> {
    return this.rpc.call(MESSAGING_RPC.markAllNotificationsRead, {}, context);
  }

  @Patch(':id/read')
  @ApiOperation({ summary: 'Mark one of the caller’s notifications read' })
  @ApiParamsOf(NotificationIdParam)
  @ApiOkResponseOf('NotificationDto')
  @ApiErrorResponses({
    400: MESSAGING_ERRORS.badId,
    403: "Another user's notification",
    404: 'No such notification',
    503: MESSAGING_ERRORS.unavailable,
  })
  markRead(
    @Param() { id }: NotificationIdParam,
    @RequestContext() context: CallContext,
  ): Promise<NotificationDto> {
    return this.rpc.call(MESSAGING_RPC.markNotificationRead, { id }, context);
  }
}
