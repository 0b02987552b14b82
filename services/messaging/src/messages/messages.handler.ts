import { RawJson } from '@boonies/messaging';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type ConversationListDto,
  ConversationListQuery,
  type ConversationPageDto,
  ConversationRequest,
  CounterpartParam,
  type MarkedReadDto,
  type MayMessageDto,
  MayMessageRequest,
  MessageBoxQuery,
  type MessageDto,
  MessageIdParam,
  type MessagePageDto,
  MESSAGING_RPC,
  SendMessageDto,
} from '@boonies/contracts/messaging';
import { ActionThrottle, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MessagesService } from './messages.service';

/** Every call needs a signed-in caller and only ever reads or changes the caller's own messages. */
@Controller()
export class MessagesHandler {
  constructor(
    private readonly messages: MessagesService,
    private readonly throttle: ActionThrottle,
  ) {}

  @RpcHandler(MESSAGING_RPC.send)
  async send(
    @Payload() request: SendMessageDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<MessageDto> {
    await this.throttle.consume('message', caller.userId);
    return this.messages.send(caller, request, correlationId);
  }

  @RpcHandler(MESSAGING_RPC.conversation)
  async conversation(
    @Payload() { otherUserId, cursor, limit }: ConversationRequest,
    @Caller() caller: CallerIdentity,
  ): Promise<RawJson<ConversationPageDto>> {
    return RawJson.of(await this.messages.conversation(caller, otherUserId, { cursor, limit }));
  }

  @RpcHandler(MESSAGING_RPC.conversations)
  conversations(
    @Payload() { cursor, limit }: ConversationListQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<ConversationListDto> {
    return this.messages.conversations(caller, { cursor, limit });
  }

  @RpcHandler(MESSAGING_RPC.markConversationRead)
  markConversationRead(
    @Payload() { userId }: CounterpartParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<MarkedReadDto> {
    return this.messages.markConversationRead(caller, userId, correlationId);
  }

  @RpcHandler(MESSAGING_RPC.mayMessage)
  mayMessage(
    @Payload() { recipientId }: MayMessageRequest,
    @Caller() caller: CallerIdentity,
  ): Promise<MayMessageDto> {
    return this.messages.mayMessage(caller, recipientId);
  }

  @RpcHandler(MESSAGING_RPC.box)
  box(
    @Payload() { box, cursor, limit }: MessageBoxQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<MessagePageDto> {
    return this.messages.box(caller, box, { cursor, limit });
  }

  @RpcHandler(MESSAGING_RPC.message)
  message(@Payload() { id }: MessageIdParam, @Caller() caller: CallerIdentity): Promise<MessageDto> {
    return this.messages.get(caller, id);
  }

  @RpcHandler(MESSAGING_RPC.markRead)
  markRead(
    @Payload() { id }: MessageIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<MessageDto> {
    return this.messages.markRead(caller, id, correlationId);
  }
}
