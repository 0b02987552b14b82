import type { CallerIdentity } from '@boonies/contracts/common';
import {
  FollowDto,
  FollowListRequest,
  type FollowStateDto,
  SOCIAL_RPC,
  UserIdRef,
  type UserPageDto,
} from '@boonies/contracts/social';
import { ActionThrottle, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { FollowsService } from './follows.service';

@Controller()
export class FollowsHandler {
  constructor(
    private readonly follows: FollowsService,
    private readonly throttle: ActionThrottle,
  ) {}

  @RpcHandler(SOCIAL_RPC.follow)
  async follow(
    @Payload() { followingId }: FollowDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<FollowStateDto> {
    await this.throttle.consume('follow', caller.userId);
    return this.follows.follow(caller, followingId, correlationId);
  }

  @RpcHandler(SOCIAL_RPC.unfollow)
  async unfollow(
    @Payload() { id }: UserIdRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<FollowStateDto> {
    // Unfollows share the budget, so follow/unfollow cycles cannot run unchecked.
    await this.throttle.consume('follow', caller.userId);
    return this.follows.unfollow(caller, id, correlationId);
  }

  @RpcHandler(SOCIAL_RPC.followState)
  followState(@Payload() { id }: UserIdRef, @Caller() caller: CallerIdentity): Promise<FollowStateDto> {
    return this.follows.state(caller, id);
  }

  @RpcHandler(SOCIAL_RPC.followList)
  followList(@Payload() request: FollowListRequest, @Caller() caller: CallerIdentity): Promise<UserPageDto> {
    return this.follows.list(caller, request);
  }
}
