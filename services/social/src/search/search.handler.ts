import type { CallerIdentity } from '@boonies/contracts/common';
import { SOCIAL_RPC, UserListQuery, UserSearchQuery, type UserSummaryDto } from '@boonies/contracts/social';
import type { RawJson } from '@boonies/messaging';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SearchService } from './search.service';

@Controller()
export class SearchHandler {
  constructor(private readonly search: SearchService) {}

  @RpcHandler(SOCIAL_RPC.searchUsers)
  searchUsers(
    @Payload() request: UserSearchQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<RawJson<UserSummaryDto[]>> {
    return this.search.search(caller, request);
  }

  // The directory is for signed-in users only; whoever blocked the caller is not in it.
  @RpcHandler(SOCIAL_RPC.listUsers)
  listUsers(@Payload() request: UserListQuery, @Caller() caller: CallerIdentity): Promise<UserSummaryDto[]> {
    return this.search.list(caller, request);
  }

  @RpcHandler(SOCIAL_RPC.suggestedUsers)
  suggestedUsers(@Caller() caller: CallerIdentity): Promise<UserSummaryDto[]> {
    return this.search.suggested(caller);
  }
}
