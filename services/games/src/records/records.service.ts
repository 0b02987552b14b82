import type { CallerIdentity } from '@boonies/contracts/common';
import {
  GAME_MESSAGES,
  type GameRecordDto,
  GAMES_PAGE_SIZE,
  type GamesLeaderboardPageDto,
} from '@boonies/contracts/games';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decide } from '../access/account-facts';
import { AccountFactsRepository } from '../access/account-facts.repository';
import { policyRefusal } from '../access/refusals';
import { RecordsRepository } from './records.repository';

/** Each skater's games record, and the games leaderboard, shown as the policy shows their progress. */
@Injectable()
export class RecordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountFactsRepository,
    private readonly records: RecordsRepository,
  ) {}

  async record(caller: CallerIdentity, userId: string): Promise<GameRecordDto> {
    const [facts] = await this.accounts.factsFor(this.dataSource.manager, caller.userId, [userId]);
    if (!facts) throw new DomainError('NOT_FOUND', GAME_MESSAGES.unknownSkater);
    const refusal = policyRefusal(decide('view_progress', caller, false, facts), GAME_MESSAGES.unknownSkater);
    if (refusal) throw refusal;
    return this.records.recordOf(this.dataSource.manager, userId);
  }

  /**
   * Skaters by games won, then fewest lost. Everyone who finished a game is ranked, minus those the access
   * policy keeps off the leaderboard for the caller; the page is an offset into that list.
   */
  async leaderboard(caller: CallerIdentity, cursor: string | undefined): Promise<GamesLeaderboardPageDto> {
    const rows = await this.records.ranking(this.dataSource.manager);
    const facts = await this.accounts.factsFor(
      this.dataSource.manager,
      caller.userId,
      rows.map((row) => row.user.id),
    );
    const listed = new Set(
      facts
        .filter((account) => decide('list_on_leaderboard', caller, false, account).allowed)
        .map((account) => account.userId),
    );
    const ranked = rows.filter((row) => listed.has(row.user.id));
    const offset = cursor ? Number(cursor) : 0;
    const page = ranked.slice(offset, offset + GAMES_PAGE_SIZE);
    return {
      entries: page.map((entry, index) => ({ rank: offset + index + 1, ...entry })),
      nextCursor: offset + GAMES_PAGE_SIZE < ranked.length ? String(offset + GAMES_PAGE_SIZE) : null,
    };
  }
}
