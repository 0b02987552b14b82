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
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminUsersService } from './admin-users.service';
import { PuppetsService } from './puppets.service';

/** The admin panel's Users and Puppets tabs, and puppet mode. Each operation checks who may call it. */
@Controller()
export class AdminHandlers {
  constructor(
    private readonly users: AdminUsersService,
    private readonly puppets: PuppetsService,
  ) {}

  @MessagePattern(RPC.auth.adminUsers)
  adminUsers(@Payload() query: AdminUserQuery, @Caller() caller: CallerIdentity): Promise<AdminUserDto[]> {
    return this.users.list(caller, query);
  }

  @MessagePattern(RPC.auth.setUserFlags)
  setUserFlags(
    @Payload() request: SetUserFlagsRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<AdminUserDto> {
    return this.users.setFlags(caller, request, correlationId);
  }

  @MessagePattern(RPC.auth.puppets)
  listPuppets(@Caller() caller: CallerIdentity): Promise<PuppetDto[]> {
    return this.puppets.list(caller);
  }

  @MessagePattern(RPC.auth.initializePuppets)
  initializePuppets(
    @Payload() request: InitializePuppetsDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<InitializedPuppetsDto> {
    return this.puppets.initialize(caller, request, correlationId);
  }

  @MessagePattern(RPC.auth.assumePuppet)
  assumePuppet(
    @Payload() { puppetId }: AssumePuppetRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<UserDto> {
    return this.puppets.assume(caller, puppetId, correlationId);
  }

  @MessagePattern(RPC.auth.returnFromPuppet)
  returnFromPuppet(
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<UserDto> {
    return this.puppets.returnToAdmin(caller, correlationId);
  }
}
