import { EVENTS, type ScoreChangedV1 } from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { afterCommit } from '../database/after-commit';
import { tricksTables, type TricksTables } from '../database/tricks-tables';
import { LeaderboardCache } from '../leaderboard/leaderboard-cache';
import { sameScore, storedScoreOf, type StoredScore, ZERO_TOTALS } from './score-totals';

interface TotalsRow {
  user_id: string;
  private_score: number;
  public_score: number;
  learned_count: number;
  verified_count: number;
  stored: StoredRow | null;
}

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
}: Pick<TricksTables, 'progress' | 'tricks' | 'userScores'>): string {
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

/** Users rescored per statement when a trick's points change; bounds the size of one round trip. */
const RESCORE_BATCH = 5000;

/**
 * Keeps `user_scores` equal to what each user's progress adds up to. Scores are recomputed from the facts
 * (one sum over the user's learned tricks and their points) in the transaction that changed them, never
 * adjusted by a difference; a changed score is stored and announced with `score-changed`.
 */
@Injectable()
export class ScoreKeeper {
  private readonly totalsQuery: string;
  private readonly storeQuery: string;
  private readonly learnersQuery: string;

  constructor(
    dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly leaderboard: LeaderboardCache,
  ) {
    const { progress, tricks, userScores } = tricksTables(dataSource);
    this.totalsQuery = scoreTotalsQuery({ progress, tricks, userScores });
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
    this.learnersQuery = `SELECT DISTINCT user_id FROM ${progress} WHERE trick_id = ANY($1) AND learned`;
  }

  /**
   * Recomputes the scores of `userIds` inside the caller's transaction, which must hold their locks
   * (`lockUserScore`) or the catalogue's; stores and announces those that changed, and returns them.
   */
  async recompute(manager: EntityManager, userIds: string[], meta: EventMeta): Promise<StoredScore[]> {
    if (userIds.length === 0) return [];
    const rows = await manager.query<TotalsRow[]>(this.totalsQuery, [userIds]);
    const changed: StoredScore[] = [];
    let rankingChanged = false;
    for (const row of rows) {
      const before = row.stored
        ? fromStoredRow(row.user_id, row.stored)
        : storedScoreOf(row.user_id, ZERO_TOTALS);
      const after = storedScoreOf(row.user_id, {
        privateScore: row.private_score,
        publicScore: row.public_score,
        learnedCount: row.learned_count,
        verifiedCount: row.verified_count,
      });
      if (sameScore(before, after)) continue;
      changed.push(after);
      rankingChanged ||= before.publicScore !== after.publicScore;
    }
    if (changed.length === 0) return changed;
    await manager.query(this.storeQuery, [
      changed.map((score) => score.userId),
      changed.map((score) => score.privateScore),
      changed.map((score) => score.publicScore),
      changed.map((score) => score.learnedCount),
      changed.map((score) => score.verifiedCount),
      changed.map((score) => score.level),
    ]);
    for (const score of changed) {
      const event: ScoreChangedV1 = {
        userId: score.userId,
        privateScore: score.privateScore,
        publicScore: score.publicScore,
        level: score.level,
      };
      await this.outbox.append(manager, EVENTS.tricks.scoreChanged, event, meta);
    }
    if (rankingChanged) afterCommit(manager, () => this.leaderboard.invalidate());
    return changed;
  }

  /**
   * Rescores everyone who has learned one of `trickIds`, after their points changed. The caller's
   * transaction must hold the catalogue lock exclusively (`lockCatalogue`). Returns how many changed.
   */
  async recomputeLearnersOf(manager: EntityManager, trickIds: string[], meta: EventMeta): Promise<number> {
    if (trickIds.length === 0) return 0;
    const learners = await manager.query<{ user_id: string }[]>(this.learnersQuery, [trickIds]);
    let changed = 0;
    for (let start = 0; start < learners.length; start += RESCORE_BATCH) {
      const batch = learners.slice(start, start + RESCORE_BATCH).map((row) => row.user_id);
      changed += (await this.recompute(manager, batch, meta)).length;
    }
    return changed;
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
