import type { CallerIdentity } from '@boonies/contracts/common';
import { type ProfileDto, SOCIAL_RPC, UserIdRef } from '@boonies/contracts/social';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesHandler {
  constructor(private readonly profiles: ProfilesService) {}

  @RpcHandler(SOCIAL_RPC.profile)
  profile(@Payload() { id }: UserIdRef, @Caller() caller: CallerIdentity): Promise<ProfileDto> {
    return this.profiles.profile(caller, id);
  }
}
