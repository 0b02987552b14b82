import {
  type AdminUserDto,
  AdminUserQuery,
  AssumePuppetRequest,
  AUTH_RPC,
  type InitializedPuppetsDto,
  InitializePuppetsDto,
  type PuppetDto,
  SetUserFlagsRequest,
  type UserDto,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminUsersService } from './admin-users.service';
import { PuppetsService } from './puppets.service';

/** The admin panel's Users and Puppets tabs, and puppet mode. The admin tabs are gated on their handlers; puppet mode checks its own rules. */
@Controller()
export class AdminHandler {
  constructor(
    private readonly users: AdminUsersService,
    private readonly puppets: PuppetsService,
  ) {}

  @RpcHandler(AUTH_RPC.adminUsers)
  @AdminOnly()
  adminUsers(@Payload() query: AdminUserQuery): Promise<AdminUserDto[]> {
    return this.users.list(query);
  }

  @RpcHandler(AUTH_RPC.setUserFlags)
  @AdminOnly()
  setUserFlags(
    @Payload() request: SetUserFlagsRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminUserDto> {
    return this.users.setFlags(caller, request, correlationId);
  }

  @RpcHandler(AUTH_RPC.puppets)
  @AdminOnly()
  listPuppets(): Promise<PuppetDto[]> {
    return this.puppets.list();
  }

  @RpcHandler(AUTH_RPC.initializePuppets)
  @AdminOnly()
  initializePuppets(
    @Payload() request: InitializePuppetsDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<InitializedPuppetsDto> {
    return this.puppets.initialize(caller, request, correlationId);
  }

  @RpcHandler(AUTH_RPC.assumePuppet)
  assumePuppet(
    @Payload() { puppetId }: AssumePuppetRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<UserDto> {
    return this.puppets.assume(caller, puppetId, correlationId);
  }

  @RpcHandler(AUTH_RPC.returnFromPuppet)
  returnFromPuppet(
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<UserDto> {
    return this.puppets.returnToAdmin(caller, correlationId);
  }
}
