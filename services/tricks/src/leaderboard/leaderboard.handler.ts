import { RawJson } from '@boonies/messaging';
import type { CallerIdentity } from '@boonies/contracts/common';
import { type LeaderboardEntryDto, LeaderboardQuery, TRICKS_RPC } from '@boonies/contracts/tricks';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { LeaderboardService } from './leaderboard.service';

@Controller()
export class LeaderboardHandler {
  constructor(private readonly leaderboard: LeaderboardService) {}

  /** The board as the caller may see it (the community, its leaderboard included, is for members). */
  @RpcHandler(TRICKS_RPC.leaderboard)
  async top(
    @Payload() { filter, hideUnscored }: LeaderboardQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<RawJson<LeaderboardEntryDto[]>> {
    return RawJson.of(await this.leaderboard.top(caller, filter, { hideUnscored: hideUnscored === true }));
  }
}
