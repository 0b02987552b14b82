import { AUTH_RPC, type UserDto } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { toUserDto, withActingAdmin } from './user.mappers';
import { UsersService } from './users.service';

@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  /** In a puppet session: the puppet, and the admin behind it as `actingAdmin` (the web app's mask banner). */
  @RpcHandler(AUTH_RPC.me)
  async me(@Caller() caller: CallerIdentity): Promise<UserDto> {
    const user = await this.users.findSignedIn(caller.userId);
    if (!caller.actingAdminId) return toUserDto(user);
    return withActingAdmin(user, await this.users.findSignedIn(caller.actingAdminId));
  }
}
