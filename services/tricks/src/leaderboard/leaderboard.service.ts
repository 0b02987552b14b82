import {
  LEADERBOARD_SIZE,
  levelFor,
  type LeaderboardEntryDto,
  type LeaderboardFilter,
} from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tricksTables } from '../database/tricks-tables';
import { LeaderboardCache } from './leaderboard-cache';
import { LEADERBOARD_FILTER_RULES } from './leaderboard-filters';

interface BoardRow {
  user_id: string;
  username: string;
  display_name: string | null;
  avatar_url: string | null;
  pro_status: boolean;
  amateur_status: boolean;
  flow_status: boolean;
  is_brand: boolean;
  public_score: number;
}

/**
 * The top of the ranking by public score, brands and deactivated accounts left out. One query per filter
 * walks the ranking index from the top and stops at a full page; its answer is shared through the cache.
 */
@Injectable()
export class LeaderboardService {
  private readonly queries: Record<LeaderboardFilter, string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: LeaderboardCache,
  ) {
    const { userScores, leaderboardUsers } = tricksTables(dataSource);
    const queryFor = (condition: string) => `
      SELECT u.user_id, u.username, u.display_name, u.avatar_url,
             u.pro_status, u.amateur_status, u.flow_status, u.is_brand, s.public_score
        FROM ${userScores} s
        JOIN ${leaderboardUsers} u ON u.user_id = s.user_id
       WHERE u.is_active AND NOT u.is_brand AND ${condition}
       ORDER BY s.public_score DESC, s.user_id
       LIMIT $1`;
    this.queries = Object.fromEntries(
      Object.entries(LEADERBOARD_FILTER_RULES).map(([filter, rule]) => [filter, queryFor(rule.sql)]),
    ) as Record<LeaderboardFilter, string>;
  }

  top(filter: LeaderboardFilter = 'all'): Promise<LeaderboardEntryDto[]> {
    return this.cache.get(filter, async () => {
      const rows = await this.dataSource.query<BoardRow[]>(this.queries[filter], [LEADERBOARD_SIZE]);
      return rows.map(toEntry);
    });
  }
}

function toEntry(row: BoardRow, index: number): LeaderboardEntryDto {
  const { level, levelName } = levelFor(row.public_score);
  return {
    rank: index + 1,
    id: row.user_id,
    username: row.username,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    proStatus: row.pro_status,
    amateurStatus: row.amateur_status,
    flowStatus: row.flow_status,
    isBrand: row.is_brand,
    score: row.public_score,
    level,
    levelName,
  };
}
