import {
  AdminUserQuery,
  AssumePuppetRequest,
  InitializePuppetsDto,
  RPC,
  SetUserFlagsRequest,
  type AdminUserDto,
  type CallerIdentity,
  type InitializedPuppetsDto,
  type PuppetDto,
  type UserDto,
} from '@boonies/contracts';
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

  @RpcHandler(RPC.auth.adminUsers)
  @AdminOnly()
  adminUsers(@Payload() query: AdminUserQuery): Promise<AdminUserDto[]> {
    return this.users.list(query);
  }

  @RpcHandler(RPC.auth.setUserFlags)
  @AdminOnly()
  setUserFlags(
    @Payload() request: SetUserFlagsRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminUserDto> {
    return this.users.setFlags(caller, request, correlationId);
  }

  @RpcHandler(RPC.auth.puppets)
  @AdminOnly()
  listPuppets(): Promise<PuppetDto[]> {
    return this.puppets.list();
  }

  @RpcHandler(RPC.auth.initializePuppets)
  @AdminOnly()
  initializePuppets(
    @Payload() request: InitializePuppetsDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<InitializedPuppetsDto> {
    return this.puppets.initialize(caller, request, correlationId);
  }

  @RpcHandler(RPC.auth.assumePuppet)
  assumePuppet(
    @Payload() { puppetId }: AssumePuppetRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<UserDto> {
    return this.puppets.assume(caller, puppetId, correlationId);
  }

  @RpcHandler(RPC.auth.returnFromPuppet)
  returnFromPuppet(
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<UserDto> {
    return this.puppets.returnToAdmin(caller, correlationId);
  }
}
