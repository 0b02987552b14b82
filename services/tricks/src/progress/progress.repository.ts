import type { UnverifiedTrickDto } from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Trick } from '../catalogue/entities/trick.entity';
import { LEADERBOARD_USERS } from '../projections/entities/leaderboard-user.entity';
import { ProgressRecord } from './entities/progress-record.entity';
import type { ProgressState } from './progress-rules';
import type { ProgressEntry } from './progress-view';

/** A user's record of a trick as a change starts from, with what the trick is worth. */
export interface CurrentProgress {
  /** The record's state; neither learned nor verified when there is no record yet. */
  state: ProgressState;
  learnedAt: Date | null;
  points: number;
  ownerIsBrand: boolean;
}

/** A removed record, with what it was worth. */
export interface RemovedProgress extends ProgressState {
  trickId: string;
  points: number;
}

/** A record as Download Your Data gives it. */
export interface ProgressExport {
  trickId: string;
  trickName: string | null;
  learned: boolean;
  verified: boolean;
  learnedAt: Date | null;
  verifiedAt: Date | null;
  updatedAt: Date;
}

/** What the next tricks are suggested from. */
export interface LearnedTricks {
  isBrand: boolean;
  trickIds: string[];
}

interface EntryRow {
  user_id: string;
  trick_id: string;
  learned: boolean;
  verified: boolean;
  learned_at: Date | null;
}

interface CurrentRow {
  resolved_points: number;
  is_brand: boolean;
  learned: boolean | null;
  verified: boolean | null;
  learned_at: Date | null;
}

interface RemovedRow {
  trick_id: string;
  learned: boolean;
  verified: boolean;
  resolved_points: number;
}

interface UnverifiedRow {
  id: string;
  user_id: string;
  username: string | null;
  trick_id: string;
  trick_name: string;
  resolved_points: number;
  learned_at: Date | null;
}

interface ExportRow {
  trick_id: string;
  trick_name: string | null;
  learned: boolean;
  verified: boolean;
  learned_at: Date | null;
  verified_at: Date | null;
  updated_at: Date;
}

/** Users' progress on tricks (`progress`). Writes take the manager of the caller's transaction. */
@Injectable()
export class ProgressRepository {
  private readonly currentQuery: string;
  private readonly upsertQuery: string;
  private readonly removeAllQuery: string;
  private readonly listQuery: string;
  private readonly ownerQuery: string;
  private readonly unverifiedQuery: string;
  private readonly learnedQuery: string;
  private readonly exportQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { tricks, progress, leaderboardUsers } = tablePaths(dataSource, {
      tricks: Trick,
      progress: ProgressRecord,
      leaderboardUsers: LEADERBOARD_USERS,
    });
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
    // Served by the (user_id, trick_id) index alone: it carries every column read here.
    this.listQuery = `
      SELECT user_id, trick_id, learned, verified, learned_at
        FROM ${progress}
       WHERE user_id = $1
       ORDER BY trick_id`;
    this.ownerQuery = `SELECT user_id, trick_id FROM ${progress} WHERE id = $1`;
    // Without a user, a walk of the partial index of unverified records from the oldest.
    this.unverifiedQuery = `
      SELECT p.id, p.user_id, u.username, p.trick_id, t.name AS trick_name, t.resolved_points, p.learned_at
        FROM ${progress} p
        JOIN ${tricks} t ON t.id = p.trick_id
        LEFT JOIN ${leaderboardUsers} u ON u.user_id = p.user_id
       WHERE p.learned AND NOT p.verified AND ($2::uuid IS NULL OR p.user_id = $2::uuid)
       ORDER BY p.learned_at, p.id
       LIMIT $1`;
    this.learnedQuery = `
      SELECT COALESCE((SELECT is_brand FROM ${leaderboardUsers} WHERE user_id = $1), false) AS is_brand,
             ARRAY(SELECT trick_id FROM ${progress} WHERE user_id = $1 AND learned) AS learned`;
    this.exportQuery = `
      SELECT p.trick_id, t.name AS trick_name, p.learned, p.verified, p.learned_at, p.verified_at, p.updated_at
        FROM ${progress} p LEFT JOIN ${tricks} t ON t.id = p.trick_id
       WHERE p.user_id = $1
       ORDER BY p.trick_id`;
  }

  /** The user's record of the trick (none yet reads as untouched); undefined when the trick does not exist. */
  async currentOf(
    manager: EntityManager,
    userId: string,
    trickId: string,
  ): Promise<CurrentProgress | undefined> {
    const [row] = await manager.query<CurrentRow[]>(this.currentQuery, [userId, trickId]);
    if (!row) return undefined;
    return {
      state: { learned: row.learned ?? false, verified: row.verified ?? false },
      learnedAt: row.learned_at,
      points: row.resolved_points,
      ownerIsBrand: row.is_brand,
    };
  }

  /**
   * Writes the record's new state: the dates are set when it becomes learned or verified and kept while it
   * stays so, and `verifiedBy` is recorded only by the change that verifies it.
   */
  async save(
    manager: EntityManager,
    userId: string,
    trickId: string,
    state: ProgressState,
    verifiedBy: string | null,
  ): Promise<ProgressEntry> {
    const [row] = await manager.query<EntryRow[]>(this.upsertQuery, [
      userId,
      trickId,
      state.learned,
      state.verified,
      verifiedBy,
    ]);
    return entryOf(row);
  }

  /** Deletes every record of the user and returns them. */
  async removeAllOf(manager: EntityManager, userId: string): Promise<RemovedProgress[]> {
    const [rows] = await manager.query<[RemovedRow[], number]>(this.removeAllQuery, [userId]);
    return rows.map((row) => ({
      trickId: row.trick_id,
      learned: row.learned,
      verified: row.verified,
      points: row.resolved_points,
    }));
  }

  /** Every trick the user has touched. */
  async listOf(userId: string): Promise<ProgressEntry[]> {
    return (await this.dataSource.query<EntryRow[]>(this.listQuery, [userId])).map(entryOf);
  }

  /** Whose record of which trick the record `progressId` is. */
  async keyOf(progressId: string): Promise<{ userId: string; trickId: string } | undefined> {
    const [row] = await this.dataSource.query<{ user_id: string; trick_id: string }[]>(this.ownerQuery, [
      progressId,
    ]);
    return row && { userId: row.user_id, trickId: row.trick_id };
  }

  /** Learned records awaiting verification, oldest first: everyone's, or one user's. */
  async unverified(limit: number, userId: string | null): Promise<UnverifiedTrickDto[]> {
    const rows = await this.dataSource.query<UnverifiedRow[]>(this.unverifiedQuery, [limit, userId]);
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      username: row.username ?? '',
      trickId: row.trick_id,
      trickName: row.trick_name,
      points: row.resolved_points,
      learnedAt: row.learned_at?.toISOString() ?? null,
    }));
  }

  /** The tricks the user has learned, and whether the account is a brand's. */
  async learnedBy(userId: string): Promise<LearnedTricks> {
    const [row] = await this.dataSource.query<{ is_brand: boolean; learned: string[] }[]>(this.learnedQuery, [
      userId,
    ]);
    return { isBrand: row.is_brand, trickIds: row.learned };
  }

  async exportOf(userId: string): Promise<ProgressExport[]> {
    const rows = await this.dataSource.query<ExportRow[]>(this.exportQuery, [userId]);
    return rows.map((row) => ({
      trickId: row.trick_id,
      trickName: row.trick_name,
      learned: row.learned,
      verified: row.verified,
      learnedAt: row.learned_at,
      verifiedAt: row.verified_at,
      updatedAt: row.updated_at,
    }));
  }
}

function entryOf(row: EntryRow): ProgressEntry {
  return {
    userId: row.user_id,
    trickId: row.trick_id,
    learned: row.learned,
    verified: row.verified,
    learnedAt: row.learned_at,
  };
}
