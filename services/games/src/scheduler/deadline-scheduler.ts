import { PeriodicJob } from '@boonies/platform';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
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
export class DeadlineScheduler extends PeriodicJob {
  protected readonly logger = new Logger(DeadlineScheduler.name);
  protected readonly jobName = 'Deadline pass';

  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GamesRepository,
    private readonly store: GameStore,
    private readonly config: GamesConfig,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.GAMES_DEADLINE_POLL_MS;
  }

  /** Moves on every game due now; answers how many it moved. */
  async runOnce(now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.games.lockDue(manager, now, BATCH);
      const at = now.toISOString();
      for (const game of due) {
        const meta = ownEventMeta();
        await this.store.save(manager, game, advance(game.state, at), at, meta);
      }
      return due.length;
    });
  }
}
