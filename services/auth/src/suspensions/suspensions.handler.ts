import { type AdminUserDto, AUTH_RPC, SuspendUserRequest } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { UserIdRef } from '@boonies/contracts/social';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SuspensionsService } from './suspensions.service';

/** The admin panel's Suspend and Lift suspension (admins only; never on themselves or another admin). */
@Controller()
export class SuspensionsHandler {
  constructor(private readonly suspensions: SuspensionsService) {}

  @RpcHandler(AUTH_RPC.suspendUser)
  @AdminOnly()
  suspend(
    @Payload() request: SuspendUserRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminUserDto> {
    return this.suspensions.suspend(caller, request, correlationId);
  }

  @RpcHandler(AUTH_RPC.liftSuspension)
  @AdminOnly()
  lift(
    @Payload() { id }: UserIdRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminUserDto> {
    return this.suspensions.lift(caller, id, correlationId);
  }
}
