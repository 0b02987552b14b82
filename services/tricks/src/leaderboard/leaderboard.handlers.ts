import { LeaderboardQuery, RPC, type LeaderboardEntryDto } from '@boonies/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LeaderboardService } from './leaderboard.service';

@Controller()
export class LeaderboardHandlers {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @MessagePattern(RPC.tricks.leaderboard)
  top(@Payload() { filter }: LeaderboardQuery): Promise<LeaderboardEntryDto[]> {
    return this.leaderboard.top(filter);
  }
}
