import {
  type CallerIdentity,
  ConversationRequest,
  MessageBoxQuery,
  type MessageDto,
  MessageIdParam,
  type MessagePageDto,
  RPC,
  SendMessageDto,
} from '@boonies/contracts';
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MessagesService } from './messages.service';

/** Every call needs a signed-in caller and only ever reads or changes the caller's own messages. */
@Controller()
export class MessagesHandlers {
  constructor(private readonly messages: MessagesService) {}

  @MessagePattern(RPC.messaging.send)
  send(
    @Payload() request: SendMessageDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<MessageDto> {
    return this.messages.send(caller, request, correlationId);
  }

  @MessagePattern(RPC.messaging.conversation)
  conversation(
    @Payload() { otherUserId, cursor, limit }: ConversationRequest,
    @Caller() caller: CallerIdentity,
  ): Promise<MessagePageDto> {
    return this.messages.conversation(caller, otherUserId, { cursor, limit });
  }

  @MessagePattern(RPC.messaging.box)
  box(
    @Payload() { box, cursor, limit }: MessageBoxQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<MessagePageDto> {
    return this.messages.box(caller, box, { cursor, limit });
  }

  @MessagePattern(RPC.messaging.markRead)
  markRead(
    @Payload() { id }: MessageIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<MessageDto> {
    return this.messages.markRead(caller, id, correlationId);
  }
}
