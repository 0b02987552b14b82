import {
  AUTH_RPC,
  ChangePasswordDto,
  DeactivateAccountDto,
  type DeactivatedDto,
  type PasswordChangedDto,
  type ReactivatedDto,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { UserIdRef } from '@boonies/contracts/social';
import { AdminOnly, Caller, Client, type ClientMeta, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AccountService } from './account.service';

@Controller()
export class AccountHandler {
  constructor(private readonly account: AccountService) {}

  @RpcHandler(AUTH_RPC.changePassword)
  changePassword(
    @Payload() request: ChangePasswordDto,
    @Caller() caller: CallerIdentity,
    @Client() client: ClientMeta,
    @CorrelationId() correlationId: string,
  ): Promise<PasswordChangedDto> {
    return this.account.changePassword(caller, request, client, correlationId);
  }

  @RpcHandler(AUTH_RPC.deactivate)
  deactivate(
    @Payload() { password }: DeactivateAccountDto,
    @Caller() caller: CallerIdentity,
    @Client() client: ClientMeta,
    @CorrelationId() correlationId: string,
  ): Promise<DeactivatedDto> {
    return this.account.deactivate(caller, password, client, correlationId);
  }

  @RpcHandler(AUTH_RPC.reactivateUser)
  @AdminOnly('Only admins can reactivate accounts')
  reactivate(
    @Payload() { id }: UserIdRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReactivatedDto> {
    return this.account.reactivate(caller, id, correlationId);
  }
}
