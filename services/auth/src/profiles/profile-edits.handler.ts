import { AUTH_RPC, type UserDto } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { UpdateProfileRequest, type UsernameAvailabilityDto, UsernameParam } from '@boonies/contracts/social';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ProfileEditsService } from './profile-edits.service';

@Controller()
export class ProfileEditsHandler {
  constructor(private readonly profiles: ProfileEditsService) {}

  @RpcHandler(AUTH_RPC.updateProfile)
  updateProfile(
    @Payload() request: UpdateProfileRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<UserDto> {
    return this.profiles.updateProfile(caller, request, correlationId);
  }

  @RpcHandler(AUTH_RPC.checkUsername)
  checkUsername(
    @Payload() { name }: UsernameParam,
    @Caller() caller: CallerIdentity,
  ): Promise<UsernameAvailabilityDto> {
    return this.profiles.checkUsername(caller, name);
  }
}
