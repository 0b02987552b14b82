import {
  AdminEditMessageRequest,
  AdminMessageQuery,
  RPC,
  type AdminMessageDto,
  type AdminMessagePageDto,
  type CallerIdentity,
} from '@boonies/contracts';
import { AdminOnly, Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminMessagesService } from './admin-messages.service';

/** Admins only: reading and editing anyone's messages. */
@Controller()
export class AdminMessagesHandlers {
  constructor(private readonly messages: AdminMessagesService) {}

  @MessagePattern(RPC.messaging.adminList)
  @AdminOnly('Only admins can list all messages')
  list(@Payload() { userId, cursor }: AdminMessageQuery): Promise<AdminMessagePageDto> {
    return this.messages.list({ userId, cursor });
  }

  @MessagePattern(RPC.messaging.adminEdit)
  @AdminOnly('Only admins can edit messages')
  edit(
    @Payload() request: AdminEditMessageRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminMessageDto> {
    return this.messages.edit(caller, request, correlationId);
  }
}
