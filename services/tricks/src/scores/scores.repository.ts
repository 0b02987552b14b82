import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Trick } from '../catalogue/entities/trick.entity';
import { ProgressRecord } from '../progress/entities/progress-record.entity';
import { UserScore } from './entities/user-score.entity';
import type { ScoreTotals, StoredScore } from './score-totals';

/** What a user's learned tricks add up to now, beside the score stored for them (null before the first). */
export interface ScoreRecount {
  userId: string;
  totals: ScoreTotals;
  stored: StoredScore | null;
}

/** A user's stored score as Download Your Data gives it. */
export interface ScoreExport {
  privateScore: number;
  publicScore: number;
  learnedCount: number;
  verifiedCount: number;
  level: number;
  updatedAt: Date;
}

interface RecountRow {
  user_id: string;
  private_score: number;
  public_score: number;
  learned_count: number;
  verified_count: number;
  stored: StoredRow | null;
}

/** A `user_scores` row as `to_jsonb` gives it. */
interface StoredRow {
  private_score: number;
  public_score: number;
  learned_count: number;
  verified_count: number;
  level: number;
}

/**
 * Each of the users in `$1` (a uuid array) with what their learned tricks add up to, and their stored score
 * (`stored`, null before the first). The one formula: the score keeper and the fault checks both run it.
 */
export function scoreTotalsQuery({
  progress,
  tricks,
  userScores,
}: Record<'progress' | 'tricks' | 'userScores', string>): string {
  return `
    SELECT ids.user_id, totals.*,
           (SELECT to_jsonb(s) FROM ${userScores} s WHERE s.user_id = ids.user_id) AS stored
      FROM unnest($1::uuid[]) AS ids(user_id)
     CROSS JOIN LATERAL (
       SELECT COALESCE(sum(t.resolved_points), 0)::int AS private_score,
              COALESCE(sum(t.resolved_points) FILTER (WHERE p.verified), 0)::int AS public_score,
              count(*)::int AS learned_count,
              count(*) FILTER (WHERE p.verified)::int AS verified_count
         FROM ${progress} p
         JOIN ${tricks} t ON t.id = p.trick_id
        WHERE p.user_id = ids.user_id AND p.learned
     ) AS totals`;
}

/** The stored scores (`user_scores`), recomputed with the one formula. */
@Injectable()
export class ScoresRepository {
  private readonly recountQuery: string;
  private readonly storeQuery: string;
  private readonly startQuery: string;
  private readonly learnersQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { progress, tricks, userScores } = tablePaths(dataSource, {
      progress: ProgressRecord,
      tricks: Trick,
      userScores: UserScore,
    });
    this.recountQuery = scoreTotalsQuery({ progress, tricks, userScores });
    this.storeQuery = `
      INSERT INTO ${userScores} AS s
             (user_id, private_score, public_score, learned_count, verified_count, level, updated_at)
      SELECT *, now() FROM unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])
      ON CONFLICT (user_id) DO UPDATE SET
        private_score = EXCLUDED.private_score,
        public_score = EXCLUDED.public_score,
        learned_count = EXCLUDED.learned_count,
        verified_count = EXCLUDED.verified_count,
        level = EXCLUDED.level,
        updated_at = now()`;
    this.startQuery = `INSERT INTO ${userScores} (user_id) SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING`;
    this.learnersQuery = `SELECT DISTINCT user_id FROM ${progress} WHERE trick_id = ANY($1) AND learned`;
  }

  /** Recounts the users' learned tricks inside the caller's transaction. */
  async recount(manager: EntityManager, userIds: string[]): Promise<ScoreRecount[]> {
    const rows = await manager.query<RecountRow[]>(this.recountQuery, [userIds]);
    return rows.map((row) => ({
      userId: row.user_id,
      totals: {
        privateScore: row.private_score,
        publicScore: row.public_score,
        learnedCount: row.learned_count,
        verifiedCount: row.verified_count,
      },
      stored: row.stored && fromStoredRow(row.user_id, row.stored),
    }));
  }

  /** Everyone who has learned one of the tricks: the users whose scores their points are part of. */
  async learnersOf(manager: EntityManager, trickIds: string[]): Promise<string[]> {
    const rows = await manager.query<{ user_id: string }[]>(this.learnersQuery, [trickIds]);
    return rows.map((row) => row.user_id);
  }

  /** Writes the scores in one statement. */
  async store(manager: EntityManager, scores: readonly StoredScore[]): Promise<void> {
    await manager.query(this.storeQuery, [
      scores.map((score) => score.userId),
      scores.map((score) => score.privateScore),
      scores.map((score) => score.publicScore),
      scores.map((score) => score.learnedCount),
      scores.map((score) => score.verifiedCount),
      scores.map((score) => score.level),
    ]);
  }

  /** Gives new accounts their zero score, so they rank from the start; an existing score stays. */
  async start(manager: EntityManager, userIds: readonly string[]): Promise<void> {
    await manager.query(this.startQuery, [userIds]);
  }

  async findOf(userId: string): Promise<StoredScore | null> {
    const score = await this.dataSource.getRepository(UserScore).findOneBy({ userId });
    return score && fromEntity(score);
  }

  async exportOf(userId: string): Promise<ScoreExport[]> {
    const scores = await this.dataSource.getRepository(UserScore).findBy({ userId });
    return scores.map((score) => ({
      privateScore: score.privateScore,
      publicScore: score.publicScore,
      learnedCount: score.learnedCount,
      verifiedCount: score.verifiedCount,
      level: score.level,
      updatedAt: score.updatedAt,
    }));
  }
}

function fromStoredRow(userId: string, row: StoredRow): StoredScore {
  return {
    userId,
    privateScore: row.private_score,
    publicScore: row.public_score,
    learnedCount: row.learned_count,
    verifiedCount: row.verified_count,
    level: row.level,
  };
}

function fromEntity(score: UserScore): StoredScore {
  return {
    userId: score.userId,
    privateScore: score.privateScore,
    publicScore: score.publicScore,
    learnedCount: score.learnedCount,
    verifiedCount: score.verifiedCount,
    level: score.level,
  };
}
