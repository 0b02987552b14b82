import {
  AdminEditMessageDto,
  type AdminMessageDto,
  type AdminMessagePageDto,
  AdminMessageQuery,
  MessageIdParam,
  MESSAGING_RPC,
} from '@boonies/contracts/messaging';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';

/** The admin panel's Messages tab. The messaging service decides who may call (admins). */
@ApiTags('admin')
@SignedIn()
@Controller('admin/messages')
export class AdminMessagesController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: "Everyone's messages, or those a user sent or received, newest first (admins)" })
  @ApiQueryOf(AdminMessageQuery)
  @ApiOkResponseOf('AdminMessagePageDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    503: ADMIN_ERRORS.messagingUnavailable,
  })
  list(
    @Query() query: AdminMessageQuery,
    @RequestContext() context: CallContext,
  ): Promise<AdminMessagePageDto> {
    return this.rpc.call(MESSAGING_RPC.adminList, query, context);
  }

  @Patch(':id')
  @ApiOperation({ summary: "Edit any message's content (admins)" })
  @ApiParamsOf(MessageIdParam)
  @ApiBodyOf(AdminEditMessageDto)
  @ApiOkResponseOf('AdminMessageDto')
  @ApiErrorResponses({
    400: `${ADMIN_ERRORS.badInput}: blank or over 1000 characters`,
    403: ADMIN_ERRORS.adminsOnly,
    404: 'No such message',
    503: ADMIN_ERRORS.messagingUnavailable,
  })
  edit(
    @Param() { id }: MessageIdParam,
    @Body() { content }: AdminEditMessageDto,
    @RequestContext() context: CallContext,
  ): Promise<AdminMessageDto> {
    return this.rpc.call(MESSAGING_RPC.adminEdit, { id, content }, context);
  }
}
