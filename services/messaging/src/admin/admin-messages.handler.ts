import type { CallerIdentity } from '@boonies/contracts/common';
import {
  AdminEditMessageRequest,
  type AdminMessageDto,
  type AdminMessagePageDto,
  AdminMessageQuery,
  MESSAGING_RPC,
} from '@boonies/contracts/messaging';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminMessagesService } from './admin-messages.service';

/** Admins only: reading and editing anyone's messages. */
@Controller()
export class AdminMessagesHandler {
  constructor(private readonly messages: AdminMessagesService) {}

  @RpcHandler(MESSAGING_RPC.adminList)
  @AdminOnly('Only admins can list all messages')
  list(
    @Payload() { userId, cursor }: AdminMessageQuery,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminMessagePageDto> {
    return this.messages.list(caller, { userId, cursor }, correlationId);
  }

  @RpcHandler(MESSAGING_RPC.adminEdit)
  @AdminOnly('Only admins can edit messages')
  edit(
    @Payload() request: AdminEditMessageRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminMessageDto> {
    return this.messages.edit(caller, request, correlationId);
  }
}
