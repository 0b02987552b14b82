import { EVENTS, ScoreChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authTables } from '../database/auth-tables';

/**
 * Levels and verified points for profiles and suggestions, from the tricks service. Each event carries the
 * whole recomputed score, so the newest one wins and an older one arriving late changes nothing.
 */
@Injectable()
export class ScoreEventsHandlers {
  private readonly scores;

  constructor(dataSource: DataSource) {
    this.scores = newerWins({
      table: authTables(dataSource).userScores,
      key: ['user_id'],
      columns: ['private_score', 'public_score', 'level'],
      version: 'occurred_at',
    });
  }

  @EventHandler(EVENTS.tricks.scoreChanged, ScoreChangedV1)
  async onScoreChanged(
    score: ScoreChangedV1,
    { envelope, manager }: EventContext<ScoreChangedV1>,
  ): Promise<void> {
    await this.scores.apply(manager, {
      user_id: score.userId,
      private_score: score.privateScore,
      public_score: score.publicScore,
      level: score.level,
      occurred_at: envelope.occurredAt,
    });
  }
}
