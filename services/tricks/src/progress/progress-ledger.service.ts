import { EVENTS, type ProgressChangedV1, type ProgressRemovedV1 } from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { followOnMeta, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lockUserScore } from '../database/advisory-locks';
import { tricksTables } from '../database/tricks-tables';
import { ScoreKeeper } from '../scores/score-keeper.service';
import { PROGRESS_MESSAGES, type ProgressDecision } from './progress-rules';
import type { ProgressRow } from './progress-view';

/** One record to change, and how. */
export interface ProgressChange {
  userId: string;
  trickId: string;
  decide: ProgressDecision;
  /** Recorded as the verifier when the change verifies the record: an admin, or null for the community. */
  verifiedBy: string | null;
  meta: EventMeta;
}

interface CurrentRow {
  resolved_points: number;
  is_brand: boolean;
  learned: boolean | null;
  verified: boolean | null;
  learned_at: Date | null;
}

/** Everything removed for a user, with what each record was worth. */
interface RemovedRow {
  trick_id: string;
  learned: boolean;
  verified: boolean;
  resolved_points: number;
}

/**
 * The one way progress changes. In the caller's transaction and under the user's lock: read the record
 * (with the trick's points and the brand flag), let the rules decide, write, announce `progress-changed`,
 * and recompute the user's score. A change that changes nothing writes and announces nothing.
 */
@Injectable()
export class ProgressLedger {
  private readonly currentQuery: string;
  private readonly upsertQuery: string;
  private readonly removeAllQuery: string;

  constructor(
    dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly scores: ScoreKeeper,
  ) {
    const { tricks, progress, leaderboardUsers } = tricksTables(dataSource);
    this.currentQuery = `
      SELECT t.resolved_points, p.learned, p.verified, p.learned_at,
             COALESCE((SELECT u.is_brand FROM ${leaderboardUsers} u WHERE u.user_id = $1), false) AS is_brand
        FROM ${tricks} t
        LEFT JOIN ${progress} p ON p.user_id = $1 AND p.trick_id = t.id
       WHERE t.id = $2`;
    this.upsertQuery = `
      INSERT INTO ${progress} AS p (user_id, trick_id, learned, verified, learned_at, verified_at, verified_by)
      VALUES ($1, $2, $3::boolean, $4::boolean,
              CASE WHEN $3::boolean THEN now() END, CASE WHEN $4::boolean THEN now() END,
              CASE WHEN $4::boolean THEN $5::uuid END)
      ON CONFLICT (user_id, trick_id) DO UPDATE SET
        learned = EXCLUDED.learned,
        verified = EXCLUDED.verified,
        learned_at = CASE WHEN EXCLUDED.learned THEN COALESCE(p.learned_at, now()) END,
        verified_at = CASE WHEN EXCLUDED.verified THEN COALESCE(p.verified_at, now()) END,
        verified_by = CASE WHEN NOT EXCLUDED.verified THEN NULL
                           WHEN p.verified THEN p.verified_by
                           ELSE EXCLUDED.verified_by END,
        updated_at = now()
      RETURNING p.user_id, p.trick_id, p.learned, p.verified, p.learned_at`;
    this.removeAllQuery = `
      DELETE FROM ${progress} p USING ${tricks} t
       WHERE p.user_id = $1 AND t.id = p.trick_id
      RETURNING p.trick_id, p.learned, p.verified, t.resolved_points`;
  }

  /** Applies the change and returns the record as it now is. */
  async apply(manager: EntityManager, change: ProgressChange): Promise<ProgressRow> {
    const { userId, trickId } = change;
    await lockUserScore(manager, userId);
    const [current] = await manager.query<CurrentRow[]>(this.currentQuery, [userId, trickId]);
    if (!current) throw notFound('Trick');
    if (current.is_brand) throw forbidden(PROGRESS_MESSAGES.brandsHaveNoProgress);
    const before = { learned: current.learned ?? false, verified: current.verified ?? false };
    const after = change.decide(before);
    if (after.learned === before.learned && after.verified === before.verified) {
      return { user_id: userId, trick_id: trickId, ...before, learned_at: current.learned_at };
    }
    const [saved] = await manager.query<ProgressRow[]>(this.upsertQuery, [
      userId,
      trickId,
      after.learned,
      after.verified,
      change.verifiedBy,
    ]);
    await this.announce(manager, userId, trickId, after, current.resolved_points, change.meta);
    await this.scores.recompute(manager, [userId], followOnMeta(change.meta));
    return saved;
  }

  /**
   * Removes every record of a user; returns how many there were. The removal itself is one event (what
   * the audit log records), each cleared record and the recount follow from it.
   */
  async removeAll(manager: EntityManager, userId: string, meta: EventMeta): Promise<number> {
    await lockUserScore(manager, userId);
    const removed = await manager.query<[RemovedRow[], number]>(this.removeAllQuery, [userId]);
    const [rows] = removed;
    const cleared = { learned: false, verified: false };
    const followOn = followOnMeta(meta);
    for (const row of rows.filter((record) => record.learned || record.verified)) {
      await this.announce(manager, userId, row.trick_id, cleared, row.resolved_points, followOn);
    }
    await this.scores.recompute(manager, [userId], followOn);
    const event: ProgressRemovedV1 = { userId, removed: rows.length };
    await this.outbox.append(manager, EVENTS.tricks.progressRemoved, event, meta);
    return rows.length;
  }

  private async announce(
    manager: EntityManager,
    userId: string,
    trickId: string,
    state: { learned: boolean; verified: boolean },
    points: number,
    meta: EventMeta,
  ): Promise<void> {
    const event: ProgressChangedV1 = { userId, trickId, ...state, points };
    await this.outbox.append(manager, EVENTS.tricks.progressChanged, event, meta);
  }
}
