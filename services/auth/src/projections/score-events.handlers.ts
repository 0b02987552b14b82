import { EVENTS, ScoreChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authTables } from '../database/auth-tables';

/**
 * Levels and verified points for profiles and suggestions, from the tricks service. Each event carries the
 * whole recomputed score, so the newest one wins and an older one arriving late changes nothing.
 */
@Injectable()
export class ScoreEventsHandlers {
  private readonly upsert: string;

  constructor(dataSource: DataSource) {
    this.upsert = `
      INSERT INTO ${authTables(dataSource).userScores} AS s (user_id, private_score, public_score, level, occurred_at)
      VALUES ($1, $2, $3, $4, $5)
      ON CONFLICT (user_id) DO UPDATE SET
        private_score = EXCLUDED.private_score,
        public_score = EXCLUDED.public_score,
        level = EXCLUDED.level,
        occurred_at = EXCLUDED.occurred_at
      WHERE s.occurred_at < EXCLUDED.occurred_at`;
  }

  @EventHandler(EVENTS.tricks.scoreChanged, ScoreChangedV1)
  async onScoreChanged(
    score: ScoreChangedV1,
    { envelope, manager }: EventContext<ScoreChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsert, [
      score.userId,
      score.privateScore,
      score.publicScore,
      score.level,
      envelope.occurredAt,
    ]);
  }
}
