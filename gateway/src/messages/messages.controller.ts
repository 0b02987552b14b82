import {
  MessageBoxQuery,
  MessageIdParam,
  RPC,
  SendMessageDto,
  type MessageDto,
  type MessagePageDto,
} from '@boonies/contracts';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiQueries } from '../docs/api-queries.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import {
  MESSAGE_BOX_QUERY,
  MESSAGE_CURSOR_QUERY,
  MESSAGE_LIMIT_QUERY,
  MessageModel,
  MessagePageModel,
  SendMessageModel,
} from '../docs/messaging.model';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ConversationPageQuery, ConversationParam } from './message-params';
import { MESSAGING_ERRORS } from './messaging-errors';

/**
 * Direct messages. Every call reads or changes only the caller's own messages: a conversation is the
 * caller's with the named user, and only the recipient marks a message read. Both participants' open tabs
 * hear of a new message, and the sender of a read receipt, over socket.io (see `MessagingPushesListener`).
 */
@ApiTags('messages')
@SignedIn()
@Controller('messages')
export class MessagesController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Post()
  @ApiOperation({
    summary: 'Send a direct message',
    description: 'Refused when a block stands between the two or the recipient turned direct messages off.',
  })
  @ApiBody({ type: SendMessageModel })
  @ApiCreatedResponse({ type: MessageModel })
  @ApiErrorResponses({
    400: `${MESSAGING_ERRORS.badInput}: blank or over 1000 characters, or to oneself`,
    403: 'A block stands between the two, or the recipient does not accept direct messages',
    404: 'No such skater',
    503: MESSAGING_ERRORS.unavailable,
  })
  send(@Body() body: SendMessageDto, @RequestContext() context: CallContext): Promise<MessageDto> {
    return this.rpc.call(RPC.messaging.send, body, context);
  }

  @Get()
  @ApiOperation({ summary: "The caller's received or sent messages, newest first" })
  @ApiQueries(MESSAGE_BOX_QUERY, MESSAGE_CURSOR_QUERY, MESSAGE_LIMIT_QUERY)
  @ApiOkResponse({ type: MessagePageModel })
  @ApiErrorResponses({
    400: `box is not received or sent, or ${MESSAGING_ERRORS.badPage}`,
    503: MESSAGING_ERRORS.unavailable,
  })
  box(@Query() query: MessageBoxQuery, @RequestContext() context: CallContext): Promise<MessagePageDto> {
    return this.rpc.call(RPC.messaging.box, query, context);
  }

  @Get(':otherUserId')
  @ApiOperation({
    summary: "The caller's conversation with another user",
    description: 'Oldest first within a page; `nextCursor` walks back in time.',
  })
  // Listed after the queries: stacked decorators apply bottom-up, and the path parameter should come first.
  @ApiQueries(MESSAGE_CURSOR_QUERY, MESSAGE_LIMIT_QUERY)
  @ApiParam({ name: 'otherUserId', type: String, format: 'uuid' })
  @ApiOkResponse({ type: MessagePageModel })
  @ApiErrorResponses({
    400: `${MESSAGING_ERRORS.badId}, or ${MESSAGING_ERRORS.badPage}`,
    503: MESSAGING_ERRORS.unavailable,
  })
  conversation(
    @Param() { otherUserId }: ConversationParam,
    @Query() page: ConversationPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<MessagePageDto> {
    return this.rpc.call(RPC.messaging.conversation, { ...page, otherUserId }, context);
  }

  @Patch(':id/read')
  @ApiOperation({
    summary: 'Mark a received message read (its recipient only)',
    description: 'Reading twice changes nothing. The sender hears a read receipt over socket.io.',
  })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiOkResponse({ type: MessageModel })
  @ApiErrorResponses({
    400: MESSAGING_ERRORS.badId,
    403: 'Only the recipient can mark a message read',
    404: 'No such message',
    503: MESSAGING_ERRORS.unavailable,
  })
  markRead(@Param() { id }: MessageIdParam, @RequestContext() context: CallContext): Promise<MessageDto> {
    return this.rpc.call(RPC.messaging.markRead, { id }, context);
  }
}
