import {
  RPC,
  UserListQuery,
  UserSearchQuery,
  type CallerIdentity,
  type UserSummaryDto,
} from '@boonies/contracts';
import { Caller } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SearchService } from './search.service';

@Controller()
export class SearchHandlers {
  constructor(private readonly search: SearchService) {}

  @MessagePattern(RPC.auth.searchUsers)
  searchUsers(
    @Payload() request: UserSearchQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<UserSummaryDto[]> {
    return this.search.search(caller, request);
  }

  // The directory is for signed-in users only; whoever blocked the caller is not in it.
  @MessagePattern(RPC.auth.listUsers)
  listUsers(@Payload() request: UserListQuery, @Caller() caller: CallerIdentity): Promise<UserSummaryDto[]> {
    return this.search.list(caller, request);
  }

  @MessagePattern(RPC.auth.suggestedUsers)
  suggestedUsers(@Caller() caller: CallerIdentity): Promise<UserSummaryDto[]> {
    return this.search.suggested(caller);
  }
}
