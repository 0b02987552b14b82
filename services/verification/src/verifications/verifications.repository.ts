import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Verification } from './entities/verification.entity';
import type { VerificationRow } from './verification-view';

/** A verification's stored count, and what it decided. */
export interface StoredCount {
  votesFor: number;
  votesAgainst: number;
  makeWeight: number;
  fakeWeight: number;
  makeVoters: number;
  makeShareMet: boolean;
  discountedVotes: number;
  isVerified: boolean;
  settledBy: VerificationRow['settled_by'];
  /** The count puts the verification before the admins (`fake_votes`), keeping when it first went there. */
  contests: boolean;
  /** It leaves the admins' review queue (the report that contested it was dismissed). */
  releases: boolean;
}

/** A verification of one of the user's own videos, as Download Your Data gives it. */
export interface VerificationExport {
  id: string;
  postId: string;
  trickId: string;
  votesFor: number;
  votesAgainst: number;
  isVerified: boolean;
  verifiedAt: Date | null;
  rejectedAt: Date | null;
  createdAt: Date;
}

/**
 * Advisory-lock space of "the poster's standing on one trick" (see `VerificationLedger`): whoever verifies
 * or un-verifies one of a poster's verifications of a trick holds it.
 */
const POSTER_TRICK_LOCK_SPACE = 735_021_118;

/**
 * The verifications (`verifications`), one per tagged trick of a trick video. Every change locks the row
 * first; writes take the manager of the caller's transaction and answer the rows as they now are.
 * UPDATEs whose rows are read back run inside a CTE: TypeORM answers a bare UPDATE with `[rows, count]`
 * rather than the rows.
 */
@Injectable()
export class VerificationsRepository {
  private readonly sql: ReturnType<typeof statements>;

  constructor(private readonly dataSource: DataSource) {
    this.sql = statements(tablePaths(dataSource, { verifications: Verification }));
  }

  /** Opens one verification per trick; a post already opened opens nothing again. */
  open(
    manager: EntityManager,
    postId: string,
    posterId: string,
    trickIds: string[],
  ): Promise<VerificationRow[]> {
    return manager.query<VerificationRow[]>(this.sql.open, [postId, posterId, trickIds]);
  }

  async lock(manager: EntityManager, id: string): Promise<VerificationRow | undefined> {
    const [row] = await manager.query<VerificationRow[]>(this.sql.lockOne, [id]);
    return row;
  }

  /** Every verification of a post, locked in id order. */
  lockPost(manager: EntityManager, postId: string): Promise<VerificationRow[]> {
    return manager.query<VerificationRow[]>(this.sql.lockPost, [postId]);
  }

  async find(manager: EntityManager, id: string): Promise<VerificationRow | undefined> {
    const [row] = await manager.query<VerificationRow[]>(this.sql.one, [id]);
    return row;
  }

  /** A post's verifications, in the order they were opened. */
  forPost(postId: string): Promise<VerificationRow[]> {
    return this.dataSource.query<VerificationRow[]>(this.sql.forPost, [postId]);
  }

  /** Contested verifications no admin has decided, the longest waiting first. */
  contested(manager: EntityManager, limit: number): Promise<VerificationRow[]> {
    return manager.query<VerificationRow[]>(this.sql.contested, [limit]);
  }

  async storeCount(manager: EntityManager, id: string, count: StoredCount): Promise<VerificationRow> {
    const [row] = await manager.query<VerificationRow[]>(this.sql.storeCount, [
      id,
      count.votesFor,
      count.votesAgainst,
      count.makeWeight,
      count.fakeWeight,
      count.makeVoters,
      count.makeShareMet,
      count.discountedVotes,
      count.isVerified,
      count.settledBy,
      count.contests,
      count.releases,
    ]);
    return row;
  }

  contest(
    manager: EntityManager,
    ids: string[],
    reason: NonNullable<VerificationRow['contest_reason']>,
  ): Promise<VerificationRow[]> {
    return manager.query<VerificationRow[]>(this.sql.contest, [ids, reason]);
  }

  /** An admin's final word: verified or rejected, the contest cleared. */
  async decide(
    manager: EntityManager,
    id: string,
    verifies: boolean,
    adminId: string,
    note: string | null,
  ): Promise<VerificationRow> {
    const [row] = await manager.query<VerificationRow[]>(this.sql.decide, [id, verifies, adminId, note]);
    return row;
  }

  /** Verified and decided by the admin (null: an admin the event did not name). */
  approve(manager: EntityManager, ids: string[], adminId: string | null): Promise<VerificationRow[]> {
    return manager.query<VerificationRow[]>(this.sql.approve, [ids, adminId]);
  }

  /** Not verified, and decided by the admin (null: an admin the event did not name). */
  reject(manager: EntityManager, ids: string[], adminId: string | null): Promise<VerificationRow[]> {
    return manager.query<VerificationRow[]>(this.sql.reject, [ids, adminId]);
  }

  /** Deletes the verifications; their votes follow by ON DELETE CASCADE. */
  async remove(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(this.sql.remove, [ids]);
  }

  /** Whether the poster has a verified video of the trick. */
  async isTrickVerified(manager: EntityManager, posterId: string, trickId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(this.sql.anyVerified, [posterId, trickId]);
    return rows.length > 0;
  }

  /** Takes the poster-and-trick locks of the keys, in one fixed order: two transactions never wait for each other. */
  async lockPosterTricks(manager: EntityManager, keys: string[]): Promise<void> {
    await manager.query(this.sql.lockPosterTricks, [POSTER_TRICK_LOCK_SPACE, keys]);
  }

  /** The verifications of the user's own trick videos, oldest first. */
  async exportOf(posterId: string): Promise<VerificationExport[]> {
    const rows = await this.dataSource.query<VerificationRow[]>(this.sql.ofPoster, [posterId]);
    return rows.map((row) => ({
      id: row.id,
      postId: row.post_id,
      trickId: row.trick_id,
      votesFor: row.votes_for,
      votesAgainst: row.votes_against,
      isVerified: row.is_verified,
      verifiedAt: row.verified_at,
      rejectedAt: row.rejected_at,
      createdAt: row.created_at,
    }));
  }
}

function statements({ verifications }: { verifications: string }) {
  return {
    open: `
      INSERT INTO ${verifications} (id, post_id, poster_id, trick_id, position)
      SELECT gen_random_uuid(), $1, $2, tagged.trick_id, tagged.position
        FROM unnest($3::text[]) WITH ORDINALITY AS tagged(trick_id, position)
      ON CONFLICT (post_id, trick_id) DO NOTHING
      RETURNING *`,
    one: `SELECT * FROM ${verifications} WHERE id = $1`,
    forPost: `SELECT * FROM ${verifications} WHERE post_id = $1 ORDER BY created_at, position, id`,
    ofPoster: `SELECT * FROM ${verifications} WHERE poster_id = $1 ORDER BY created_at, id`,
    contested: `
      SELECT * FROM ${verifications}
       WHERE contested_at IS NOT NULL AND decided_at IS NULL
       ORDER BY contested_at, id
       LIMIT $1`,
    lockOne: `SELECT * FROM ${verifications} WHERE id = $1 FOR UPDATE`,
    // In id order, so two transactions locking the same post's rows never wait for each other.
    lockPost: `SELECT * FROM ${verifications} WHERE post_id = $1 ORDER BY id FOR UPDATE`,
    storeCount: `
      WITH changed AS (
        UPDATE ${verifications} SET
          votes_for = $2, votes_against = $3, weighted_for = $4, weighted_against = $5,
          make_voters = $6, make_share_met = $7, discounted_votes = $8,
          is_verified = $9::boolean,
          verified_at = CASE WHEN $9::boolean THEN COALESCE(verified_at, now()) END,
          settled_by = $10,
          contested_at = CASE WHEN $11::boolean THEN coalesce(contested_at, now())
                              WHEN $12::boolean THEN NULL ELSE contested_at END,
          contest_reason = CASE WHEN $11::boolean THEN 'fake_votes'
                                WHEN $12::boolean THEN NULL ELSE contest_reason END,
          revision = revision + 1
         WHERE id = $1
        RETURNING *)
      SELECT * FROM changed`,
    contest: `
      WITH changed AS (
        UPDATE ${verifications} SET contested_at = now(), contest_reason = $2, revision = revision + 1
         WHERE id = ANY($1::uuid[])
        RETURNING *)
      SELECT * FROM changed`,
    decide: `
      WITH changed AS (
        UPDATE ${verifications} SET
          is_verified = $2::boolean,
          verified_at = CASE WHEN $2::boolean THEN COALESCE(verified_at, now()) END,
          rejected_at = CASE WHEN $2::boolean THEN NULL ELSE COALESCE(rejected_at, now()) END,
          settled_by = 'admin', decided_at = now(), decided_by = $3, decision_note = $4,
          contested_at = NULL, contest_reason = NULL,
          revision = revision + 1
         WHERE id = $1
        RETURNING *)
      SELECT * FROM changed`,
    approve: `
      WITH changed AS (
        UPDATE ${verifications} SET
          is_verified = true, verified_at = COALESCE(verified_at, now()), rejected_at = NULL,
          settled_by = 'admin', decided_at = now(), decided_by = $2::uuid, decision_note = NULL,
          contested_at = NULL, contest_reason = NULL,
          revision = revision + 1
         WHERE id = ANY($1::uuid[])
        RETURNING *)
      SELECT * FROM changed`,
    reject: `
      WITH changed AS (
        UPDATE ${verifications} SET
          is_verified = false, verified_at = NULL, rejected_at = COALESCE(rejected_at, now()),
          settled_by = 'admin', decided_at = now(), decided_by = $2::uuid, decision_note = NULL,
          contested_at = NULL, contest_reason = NULL,
          revision = revision + 1
         WHERE id = ANY($1::uuid[])
        RETURNING *)
      SELECT * FROM changed`,
    remove: `DELETE FROM ${verifications} WHERE id = ANY($1::uuid[])`,
    anyVerified: `
      SELECT 1 FROM ${verifications} WHERE poster_id = $1 AND trick_id = $2 AND is_verified LIMIT 1`,
    // Volatile expressions are evaluated after ORDER BY, so the locks are taken in key order.
    lockPosterTricks: `
      SELECT pg_advisory_xact_lock($1::integer, keys.key)
        FROM (SELECT DISTINCT hashtext(k) AS key FROM unnest($2::text[]) AS k) AS keys
       ORDER BY keys.key`,
  };
}
