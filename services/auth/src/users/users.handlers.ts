import { RPC, type CallerIdentity, type UserDto } from '@boonies/contracts';
import { Caller } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { toUserDto } from './user.mappers';
import { UsersService } from './users.service';

@Controller()
export class UsersHandlers {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(RPC.auth.me)
  async me(@Caller() caller: CallerIdentity): Promise<UserDto> {
    return toUserDto(await this.users.findSignedIn(caller.userId));
  }
}
