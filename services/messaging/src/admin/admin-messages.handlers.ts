import {
  AdminEditMessageRequest,
  AdminMessageQuery,
  RPC,
  type AdminMessageDto,
  type AdminMessagePageDto,
  type CallerIdentity,
} from '@boonies/contracts';
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminMessagesService } from './admin-messages.service';

/** Admins only: reading and editing anyone's messages. */
@Controller()
export class AdminMessagesHandlers {
  constructor(private readonly messages: AdminMessagesService) {}

  @MessagePattern(RPC.messaging.adminList)
  list(
    @Payload() { userId, cursor }: AdminMessageQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<AdminMessagePageDto> {
    return this.messages.list(caller, { userId, cursor });
  }

  @MessagePattern(RPC.messaging.adminEdit)
  edit(
    @Payload() request: AdminEditMessageRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminMessageDto> {
    return this.messages.edit(caller, request, correlationId);
  }
}
