import { LEADERBOARD_SIZE } from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { TricksConfig } from '../config/tricks.config';

/** What the cache needs of a ranked row: who, and the score the ranking orders by. */
export interface RankedScore {
  userId: string;
  publicScore: number;
}

interface CachedBoard {
  expiresAt: number;
  board: Promise<readonly RankedScore[]>;
  /** The rows, once loaded. */
  rows?: readonly RankedScore[];
}

/**
 * The rankings this replica read last that every viewer shares, per key (ranking and filter). Everyone
 * reads the same few, so one query answers many requests: concurrent readers share a load in flight, a
 * changed public score clears the boards it can change, a leaderboard user or privacy switch clears them
 * all (after its commit), and a short lifetime bounds how late another replica's change (or a
 * suspension's end) shows. Nothing that depends on one viewer is kept here.
 */
@Injectable()
export class LeaderboardCache {
  private readonly boards = new Map<string, CachedBoard>();
  private readonly ttlMs: number;

  constructor(config: TricksConfig) {
    this.ttlMs = config.LEADERBOARD_CACHE_MS;
  }

  /** The board under `key`, loaded with `load` when none is kept: a ranking's first `LEADERBOARD_SIZE` rows. */
  get<T extends RankedScore>(key: string, load: () => Promise<readonly T[]>): Promise<readonly T[]> {
    const now = Date.now();
    const cached = this.boards.get(key);
    if (cached && cached.expiresAt > now) return cached.board as Promise<readonly T[]>;
    const board = load();
    const entry: CachedBoard = { expiresAt: now + this.ttlMs, board };
    this.boards.set(key, entry);
    board.then(
      (rows) => (entry.rows = rows),
      // A failed load is not kept: the next reader tries again.
      () => {
        if (this.boards.get(key) === entry) this.boards.delete(key);
      },
    );
    return board;
  }

  invalidate(): void {
    this.boards.clear();
  }

  /**
   * Clears the boards the new public scores can change: those a rescored skater is on, those not full
   * (anyone may join), and those whose last row the new score reaches. Most learned tricks move a skater
   * far below the top, and the boards stay. A board still loading may have read before the change: cleared.
   */
  scoresChanged(scores: readonly RankedScore[]): void {
    for (const [key, { rows }] of this.boards) {
      if (!rows || rows.length < LEADERBOARD_SIZE || scores.some((score) => changes(rows, score))) {
        this.boards.delete(key);
      }
    }
  }
}

function changes(rows: readonly RankedScore[], score: RankedScore): boolean {
  const last = rows[rows.length - 1];
  return score.publicScore >= last.publicScore || rows.some((row) => row.userId === score.userId);
}
