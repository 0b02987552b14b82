import type { LeaderboardEntryDto, LeaderboardFilter } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { TricksConfig } from '../config/tricks.config';

interface CachedBoard {
  expiresAt: number;
  board: Promise<LeaderboardEntryDto[]>;
}

/**
 * The leaderboards this replica served last, per filter. Everyone reads the same few boards, so one query
 * answers many requests: concurrent readers share a load in flight, a changed public score or leaderboard
 * user clears them (after its commit), and a short lifetime bounds how late another replica's change shows.
 */
@Injectable()
export class LeaderboardCache {
  private readonly boards = new Map<LeaderboardFilter, CachedBoard>();
  private readonly ttlMs: number;

  constructor(config: TricksConfig) {
    this.ttlMs = config.LEADERBOARD_CACHE_MS;
  }

  get(filter: LeaderboardFilter, load: () => Promise<LeaderboardEntryDto[]>): Promise<LeaderboardEntryDto[]> {
    const now = Date.now();
    const cached = this.boards.get(filter);
    if (cached && cached.expiresAt > now) return cached.board;
    const board = load();
    const entry = { expiresAt: now + this.ttlMs, board };
    this.boards.set(filter, entry);
    // A failed load is not kept: the next reader tries again.
    board.catch(() => {
      if (this.boards.get(filter) === entry) this.boards.delete(filter);
    });
    return board;
  }

  invalidate(): void {
    this.boards.clear();
  }
}
