import { Injectable } from '@nestjs/common';
import { TricksConfig } from '../config/tricks.config';

interface CachedBoard {
  expiresAt: number;
  board: Promise<unknown>;
}

/**
 * The rankings this replica read last that every viewer shares, per key (ranking and filter). Everyone
 * reads the same few, so one query answers many requests: concurrent readers share a load in flight, a
 * changed public score, leaderboard user or privacy switch clears them (after its commit), and a short
 * lifetime bounds how late another replica's change (or a suspension's end) shows. Nothing that depends on
 * one viewer is kept here.
 */
@Injectable()
export class LeaderboardCache {
  private readonly boards = new Map<string, CachedBoard>();
  private readonly ttlMs: number;

  constructor(config: TricksConfig) {
    this.ttlMs = config.LEADERBOARD_CACHE_MS;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = this.boards.get(key);
    if (cached && cached.expiresAt > now) return cached.board as Promise<T>;
    const board = load();
    const entry = { expiresAt: now + this.ttlMs, board };
    this.boards.set(key, entry);
    // A failed load is not kept: the next reader tries again.
    board.catch(() => {
      if (this.boards.get(key) === entry) this.boards.delete(key);
    });
    return board;
  }

  invalidate(): void {
    this.boards.clear();
  }
}
