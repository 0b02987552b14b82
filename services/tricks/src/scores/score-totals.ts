import { levelOf, type ScoreDto } from '@boonies/contracts/tricks';

/** What a user's learned and verified tricks add up to. */
export interface ScoreTotals {
  privateScore: number;
  publicScore: number;
  learnedCount: number;
  verifiedCount: number;
}

/** A user's stored scores; the level follows the public score, as the leaderboard ranks by it. */
export interface StoredScore extends ScoreTotals {
  userId: string;
  level: number;
}

/** A user who has learned nothing yet. */
export const ZERO_TOTALS: ScoreTotals = {
  privateScore: 0,
  publicScore: 0,
  learnedCount: 0,
  verifiedCount: 0,
};

export function storedScoreOf(userId: string, totals: ScoreTotals): StoredScore {
  return { userId, ...totals, level: levelOf(totals).level };
}

export function sameScore(a: StoredScore, b: StoredScore): boolean {
  return (
    a.privateScore === b.privateScore &&
    a.publicScore === b.publicScore &&
    a.learnedCount === b.learnedCount &&
    a.verifiedCount === b.verifiedCount &&
    a.level === b.level
  );
}

export function toScoreDto(score: StoredScore): ScoreDto {
  const level = levelOf(score);
  return {
    userId: score.userId,
    privateScore: score.privateScore,
    publicScore: score.publicScore,
    learnedCount: score.learnedCount,
    verifiedCount: score.verifiedCount,
    level: level.level,
    levelName: level.levelName,
    pointsInLevel: level.pointsInLevel,
  };
}
