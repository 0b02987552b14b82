import { newerWins, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserScore } from './entities/user-score.entity';

/** A user's whole recomputed score, as of when the tricks service computed it. */
export interface ScoreRevision {
  userId: string;
  privateScore: number;
  publicScore: number;
  level: number;
  occurredAt: string;
}

/** Levels and verified points per user, newest revision wins. */
@Injectable()
export class UserScoresRepository {
  private readonly scores;

  constructor(dataSource: DataSource) {
    this.scores = newerWins({
      table: tablePaths(dataSource, { userScores: UserScore }).userScores,
      key: ['user_id'],
      columns: ['private_score', 'public_score', 'level'],
      version: 'occurred_at',
    });
  }

  /** Stores the score unless a newer one is stored; answers whether it was. */
  apply(manager: EntityManager, score: ScoreRevision): Promise<boolean> {
    return this.scores.apply(manager, {
      user_id: score.userId,
      private_score: score.privateScore,
      public_score: score.publicScore,
      level: score.level,
      occurred_at: score.occurredAt,
    });
  }
}
