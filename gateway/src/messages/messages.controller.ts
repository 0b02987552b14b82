import {
  type ConversationListDto,
  ConversationListQuery,
  type ConversationPageDto,
  CounterpartParam,
  type MarkedReadDto,
  MessageBoxQuery,
  type MessageDto,
  MessageIdParam,
  type MessagePageDto,
  MESSAGING_RPC,
  SendMessageDto,
} from '@boonies/contracts/messaging';
import type { CallContext, RawJson } from '@boonies/messaging';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiThrottled } from '../docs/throttle-docs.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
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
    description:
      'Asks the access policy: refused when the caller blocked the recipient or the recipient turned direct ' +
      'messages off (403); a skater who blocked the caller, or who is deactivated or suspended, is no such ' +
      'skater (404).',
  })
  @ApiBodyOf(SendMessageDto)
  @ApiCreatedResponseOf('MessageDto')
  @ApiThrottled('message')
  @ApiErrorResponses({
    400: `${MESSAGING_ERRORS.badInput}: blank or over 1000 characters`,
    403: 'The caller blocked the recipient, the recipient does not accept direct messages, or it is oneself',
    404: 'No such skater: unknown, deactivated, suspended, or they blocked the caller',
    503: MESSAGING_ERRORS.unavailable,
  })
  send(@Body() body: SendMessageDto, @RequestContext() context: CallContext): Promise<MessageDto> {
    return this.rpc.call(MESSAGING_RPC.send, body, context);
  }

  @Get()
  @ApiOperation({
    summary: "The caller's received or sent messages, newest first",
    description:
      "The caller's own history, without a counterpart the access policy now hides from the caller: one " +
      'who is deactivated or suspended, or with a block between the two either way. A conversation opened ' +
      'from it says whether the caller may still write there (`canMessage`).',
  })
  @ApiQueryOf(MessageBoxQuery)
  @ApiOkResponseOf('MessagePageDto')
  @ApiErrorResponses({
    400: `box is not received or sent, or ${MESSAGING_ERRORS.badPage}`,
    503: MESSAGING_ERRORS.unavailable,
  })
  box(@Query() query: MessageBoxQuery, @RequestContext() context: CallContext): Promise<MessagePageDto> {
    return this.rpc.call(MESSAGING_RPC.box, query, context);
  }

  // Declared before `:otherUserId`, which would otherwise take "conversations" for a user id.
  @Get('conversations')
  @ApiOperation({
    summary: "The caller's conversations, newest first",
    description:
      'One row per skater the caller exchanged messages with: the newest message either way and how many ' +
      "of theirs the caller has not read. Only the caller's own, admins included. A counterpart the access " +
      'policy hides from the caller (deactivated, suspended, or a block between the two either way) is left ' +
      'out, as their conversation answers 404.',
  })
  @ApiQueryOf(ConversationListQuery)
  @ApiOkResponseOf('ConversationListDto')
  @ApiErrorResponses({ 400: MESSAGING_ERRORS.badPage, 503: MESSAGING_ERRORS.unavailable })
  conversations(
    @Query() query: ConversationListQuery,
    @RequestContext() context: CallContext,
  ): Promise<ConversationListDto> {
    return this.rpc.call(MESSAGING_RPC.conversations, query, context);
  }

  @Post('conversations/:userId/read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Read every message a counterpart sent the caller',
    description:
      "Opening a conversation reads all of it. The caller's other tabs hear of it over socket.io, and so " +
      'does the counterpart ("Seen") unless either of the two turned Read receipts off. Nothing unread ' +
      'answers `updated: 0`. A skater the access policy hides from the caller answers 404.',
  })
  @ApiParamsOf(CounterpartParam)
  @ApiOkResponseOf('MarkedReadDto')
  @ApiErrorResponses({
    400: MESSAGING_ERRORS.badId,
    404: 'No such skater: unknown, deactivated, suspended, or a block between the two either way',
    503: MESSAGING_ERRORS.unavailable,
  })
  markConversationRead(
    @Param() { userId }: CounterpartParam,
    @RequestContext() context: CallContext,
  ): Promise<MarkedReadDto> {
    return this.rpc.call(MESSAGING_RPC.markConversationRead, { userId }, context);
  }

  @Get(':otherUserId')
  @ApiOperation({
    summary: "The caller's conversation with another user",
    description:
      'Oldest first within a page; `nextCursor` walks back in time. A skater the access policy hides from ' +
      'the caller (deactivated, suspended, or a block between the two either way) has no conversation to ' +
      'show (404). Otherwise `canMessage` says whether the caller may write, and `cannotMessageReason` ' +
      'why not, as the policy answers a message to this skater.',
  })
  // Listed after the queries: stacked decorators apply bottom-up, and the path parameter should come first.
  @ApiQueryOf(ConversationPageQuery)
  @ApiParamsOf(ConversationParam)
  @ApiOkResponseOf('ConversationPageDto')
  @ApiErrorResponses({
    400: `${MESSAGING_ERRORS.badId}, or ${MESSAGING_ERRORS.badPage}`,
    404: 'No such skater: unknown, deactivated, suspended, or a block between the two either way',
    503: MESSAGING_ERRORS.unavailable,
  })
  conversation(
    @Param() { otherUserId }: ConversationParam,
    @Query() page: ConversationPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<ConversationPageDto>> {
    return this.rpc.callRaw(MESSAGING_RPC.conversation, { ...page, otherUserId }, context);
  }

  @Patch(':id/read')
  @ApiOperation({
    summary: 'Mark a received message read (its recipient only)',
    description: 'Reading twice changes nothing. The sender hears a read receipt over socket.io.',
  })
  @ApiParamsOf(MessageIdParam)
  @ApiOkResponseOf('MessageDto')
  @ApiErrorResponses({
    400: MESSAGING_ERRORS.badId,
    403: 'Only the recipient can mark a message read',
    404: 'No such message',
    503: MESSAGING_ERRORS.unavailable,
  })
  markRead(@Param() { id }: MessageIdParam, @RequestContext() context: CallContext): Promise<MessageDto> {
    return this.rpc.call(MESSAGING_RPC.markRead, { id }, context);
  }
}
