import type { GameRecordDto } from '@boonies/contracts/games';
import type { UserSummaryDto } from '@boonies/contracts/social';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { GamePlayer } from '../games/entities/game-player.entity';
import { USERS } from '../projections/entities/user.entity';
import { USER_SUMMARY_COLUMNS } from '../projections/user-summary.sql';

/** A skater who finished a game, with their results. */
export interface RankedSkater {
  user: UserSummaryDto;
  wins: number;
  losses: number;
  played: number;
}

/**
 * The players' results: a game counts for a player once it finished with a result for them (won or lost),
 * which it has only where it counts (`countedResults`: played against opponents with standing).
 */
@Injectable()
export class RecordsRepository {
  private readonly t;

  constructor(dataSource: DataSource) {
    this.t = tablePaths(dataSource, { players: GamePlayer, users: USERS });
  }

  async recordOf(manager: EntityManager, userId: string): Promise<GameRecordDto> {
    const [record] = await manager.query<GameRecordDto[]>(
      `SELECT count(*) FILTER (WHERE result = 'won')::int AS wins,
              count(*) FILTER (WHERE result = 'lost')::int AS losses,
              count(result)::int AS played,
              count(*) FILTER (WHERE NOT finished AND invitation <> 'declined')::int AS active
         FROM ${this.t.players} WHERE user_id = $1`,
      [userId],
    );
    return record;
  }

  /** Everyone with a result, by games won, then fewest lost, then name. */
  async ranking(manager: EntityManager): Promise<RankedSkater[]> {
    const rows = await manager.query<(UserSummaryDto & Omit<RankedSkater, 'user'>)[]>(
      `SELECT ${USER_SUMMARY_COLUMNS('u')},
              count(*) FILTER (WHERE p.result = 'won')::int AS wins,
              count(*) FILTER (WHERE p.result = 'lost')::int AS losses, count(*)::int AS played
         FROM ${this.t.players} p JOIN ${this.t.users} u ON u.user_id = p.user_id
        WHERE p.result IS NOT NULL
        GROUP BY u.user_id
        ORDER BY wins DESC, losses ASC, u.username ASC`,
    );
    return rows.map(({ wins, losses, played, ...user }) => ({ user, wins, losses, played }));
  }
}
