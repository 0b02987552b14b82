import { type EventMeta } from '@boonies/messaging';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GamesConfig } from '../config/games.config';
import { GameStore } from '../games/game-store';
import { GamesRepository } from '../games/games.repository';
import { advance } from '../rules/game-rules';

/** How many due games one look moves on; the next look takes the rest. */
const BATCH = 20;

/**
 * Wakes every few seconds for games whose deadline has passed (an indexed column) and applies the rules'
 * `advance` to each. Due games are locked with SKIP LOCKED, so replicas share the work and never move one
 * game twice; a game whose deadline passes while a move is being made is moved on by that move first.
 */
@Injectable()
export class DeadlineScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeadlineScheduler.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GamesRepository,
    private readonly store: GameStore,
    private readonly config: GamesConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`Deadline pass failed: ${String(error)}`))
        .finally(() => (this.running = null));
    }, this.config.GAMES_DEADLINE_POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Moves on every game due now; answers how many it moved. */
  async runOnce(now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.games.lockDue(manager, now, BATCH);
      const at = now.toISOString();
      for (const game of due) {
        const meta: EventMeta = { producer: 'games', correlationId: randomUUID() };
        await this.store.save(manager, game, advance(game.state, at), at, meta);
      }
      return due.length;
    });
  }
}
