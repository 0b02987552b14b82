import {
  ChangePasswordDto,
  DeactivateAccountDto,
  RPC,
  UserIdRef,
  type CallerIdentity,
  type DeactivatedDto,
  type PasswordChangedDto,
  type ReactivatedDto,
} from '@boonies/contracts';
import { AdminOnly, Caller, Client, type ClientMeta, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AccountService } from './account.service';

@Controller()
export class AccountHandler {
  constructor(private readonly account: AccountService) {}

  @RpcHandler(RPC.auth.changePassword)
  changePassword(
    @Payload() request: ChangePasswordDto,
    @Caller() caller: CallerIdentity,
    @Client() client: ClientMeta,
    @CorrelationId() correlationId: string,
  ): Promise<PasswordChangedDto> {
    return this.account.changePassword(caller, request, client, correlationId);
  }

  @RpcHandler(RPC.auth.deactivate)
  deactivate(
    @Payload() { password }: DeactivateAccountDto,
    @Caller() caller: CallerIdentity,
    @Client() client: ClientMeta,
    @CorrelationId() correlationId: string,
  ): Promise<DeactivatedDto> {
    return this.account.deactivate(caller, password, client, correlationId);
  }

  @RpcHandler(RPC.auth.reactivateUser)
  @AdminOnly('Only admins can reactivate accounts')
  reactivate(
    @Payload() { id }: UserIdRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReactivatedDto> {
    return this.account.reactivate(caller, id, correlationId);
  }
}
