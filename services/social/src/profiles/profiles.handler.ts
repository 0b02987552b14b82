import {
  UpdateProfileRequest,
  UserIdRef,
  UsernameParam,
  type CallerIdentity,
  type ProfileDto,
  type UserDto,
  type UsernameAvailabilityDto,
  AUTH_RPC,
} from '@boonies/contracts';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesHandler {
  constructor(private readonly profiles: ProfilesService) {}

  @RpcHandler(AUTH_RPC.profile)
  profile(@Payload() { id }: UserIdRef, @Caller() caller: CallerIdentity): Promise<ProfileDto> {
    return this.profiles.profile(caller, id);
  }

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
