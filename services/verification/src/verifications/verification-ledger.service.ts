import { EVENTS, type TrickVerificationChangedV1 } from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { verificationTables } from '../database/verification-tables';
import {
  type AutoVerifyThresholds,
  decideAfterVote,
  type Tally,
  tallyOf,
  type VoteGroup,
} from './auto-verify';
import { type VerificationRow, verificationChangedOf } from './verification-view';

/** A trick video's tagged tricks, as the posts service announced it. */
export interface OpenedPost {
  postId: string;
  posterId: string;
  trickIds: readonly string[];
}

/** What a counted vote did. */
export interface VoteOutcome {
  row: VerificationRow;
  /** False when the voter repeated the vote they had: nothing was written or announced. */
  changed: boolean;
  autoVerified: boolean;
}

/**
 * Advisory-lock space of "the poster's standing on one trick". Whoever verifies or un-verifies one of a
 * poster's verifications of a trick holds it, so the check "is another one of this trick still verified?"
 * never reads around a concurrent change, and the trick-verified / trick-unverified events are written in
 * the order their transactions commit.
 */
const POSTER_TRICK_LOCK_SPACE = 735_021_118;

/**
 * Every write to verifications and votes, in the caller's transaction, with the events that report it:
 * `verification-changed` for each change, `trick-verified` when one becomes verified and `trick-unverified`
 * when the poster's last verified video of a trick stops being verified.
 */
@Injectable()
export class VerificationLedger {
  private readonly sql: ReturnType<typeof statements>;

  constructor(
    dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.sql = statements(verificationTables(dataSource));
  }

  /** Opens one verification per tagged trick; a post already opened opens nothing again. */
  async open(manager: EntityManager, post: OpenedPost, meta: EventMeta): Promise<VerificationRow[]> {
    const trickIds = [...new Set(post.trickIds.map((id) => id.trim()).filter(Boolean))];
    if (trickIds.length === 0) return [];
    const opened = await manager.query<VerificationRow[]>(this.sql.open, [
      post.postId,
      post.posterId,
      trickIds,
    ]);
    opened.sort(byPosition);
    for (const row of opened) await this.announceChange(manager, row, {}, meta);
    return opened;
  }

  /** The verification, locked until the transaction ends (every change to it starts here). */
  async lock(manager: EntityManager, id: string): Promise<VerificationRow | undefined> {
    const [row] = await manager.query<VerificationRow[]>(this.sql.lockOne, [id]);
    return row;
  }

  /**
   * Records `userId`'s vote on a locked verification and recounts it from the votes; when the recount
   * meets the community threshold, the verification becomes verified.
   */
  async castVote(
    manager: EntityManager,
    locked: VerificationRow,
    vote: { userId: string; vote: boolean; weight: number },
    thresholds: AutoVerifyThresholds,
    meta: EventMeta,
  ): Promise<VoteOutcome> {
    const written = await manager.query<unknown[]>(this.sql.upsertVote, [
      locked.id,
      vote.userId,
      vote.vote,
      vote.weight,
    ]);
    if (written.length === 0) return { row: locked, changed: false, autoVerified: false };
    const tally = tallyOf(await manager.query<VoteGroup[]>(this.sql.tally, [locked.id]));
    const decision = decideAfterVote(
      { isVerified: locked.is_verified, rejected: locked.rejected_at !== null },
      tally,
      thresholds,
    );
    if (decision.autoVerified) await this.lockPosterTricks(manager, [locked]);
    const [row] = await manager.query<VerificationRow[]>(this.sql.storeTally, [
      locked.id,
      ...tallyValues(tally),
      decision.isVerified,
    ]);
    await this.announceChange(manager, row, { autoVerified: decision.autoVerified }, meta);
    if (decision.autoVerified)
      await this.announceDecision(manager, EVENTS.verification.trickVerified, row, meta);
    return { row, changed: true, autoVerified: decision.autoVerified };
  }

  /** Deletes a locked verification and its votes (an admin removed it). */
  async remove(manager: EntityManager, locked: VerificationRow, meta: EventMeta): Promise<void> {
    await this.removeRows(manager, [locked], meta);
  }

  /** Deletes every verification of a post, with their votes (the post was deleted). */
  async removePost(manager: EntityManager, postId: string, meta: EventMeta): Promise<number> {
    const locked = await manager.query<VerificationRow[]>(this.sql.lockPost, [postId]);
    await this.removeRows(manager, locked, meta);
    return locked.length;
  }

  /** An admin approved the post: every verification of it becomes verified, voting or not. */
  async approvePost(manager: EntityManager, postId: string, meta: EventMeta): Promise<VerificationRow[]> {
    const locked = await manager.query<VerificationRow[]>(this.sql.lockPost, [postId]);
    const verifying = locked.filter((row) => !row.is_verified);
    if (verifying.length === 0) return [];
    await this.lockPosterTricks(manager, verifying);
    const approved = await manager.query<VerificationRow[]>(this.sql.approve, [
      verifying.map((row) => row.id),
    ]);
    approved.sort(byPosition);
    for (const row of approved) {
      await this.announceChange(manager, row, {}, meta);
      await this.announceDecision(manager, EVENTS.verification.trickVerified, row, meta);
    }
    return approved;
  }

  /** An admin rejected the post: none of its verifications is verified, and votes no longer verify them. */
  async rejectPost(manager: EntityManager, postId: string, meta: EventMeta): Promise<VerificationRow[]> {
    const locked = (await manager.query<VerificationRow[]>(this.sql.lockPost, [postId])).sort(byPosition);
    const changing = locked.filter((row) => row.is_verified || row.rejected_at === null);
    if (changing.length === 0) return [];
    const losing = changing.filter((row) => row.is_verified);
    await this.lockPosterTricks(manager, losing);
    const rejected = (
      await manager.query<VerificationRow[]>(this.sql.reject, [changing.map((row) => row.id)])
    ).sort(byPosition);
    for (const row of rejected) await this.announceChange(manager, row, {}, meta);
    await this.announceLost(manager, losing, meta);
    return rejected;
  }

  private async removeRows(
    manager: EntityManager,
    locked: VerificationRow[],
    meta: EventMeta,
  ): Promise<void> {
    if (locked.length === 0) return;
    const ordered = [...locked].sort(byPosition);
    const losing = ordered.filter((row) => row.is_verified);
    await this.lockPosterTricks(manager, losing);
    await manager.query(this.sql.remove, [ordered.map((row) => row.id)]);
    for (const row of ordered) await this.announceChange(manager, row, { removed: true }, meta);
    await this.announceLost(manager, losing, meta);
  }

  /**
   * `trick-unverified` for each verification that stopped being verified, unless the poster still has
   * another verified video of the same trick: then the trick stays verified in their progress.
   */
  private async announceLost(
    manager: EntityManager,
    lost: VerificationRow[],
    meta: EventMeta,
  ): Promise<void> {
    const announced = new Set<string>();
    for (const row of lost) {
      const key = posterTrickKey(row);
      if (announced.has(key)) continue;
      const [stillVerified] = await manager.query<unknown[]>(this.sql.otherVerified, [
        row.poster_id,
        row.trick_id,
      ]);
      if (stillVerified) continue;
      announced.add(key);
      await this.announceDecision(manager, EVENTS.verification.trickUnverified, row, meta);
    }
  }

  /**
   * Takes the poster-and-trick locks of these verifications, in one fixed order (sorted by key) so that two
   * transactions never wait for each other. Always taken after the verification rows are locked.
   */
  private async lockPosterTricks(manager: EntityManager, rows: readonly VerificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(this.sql.lockPosterTricks, [POSTER_TRICK_LOCK_SPACE, rows.map(posterTrickKey)]);
  }

  private async announceChange(
    manager: EntityManager,
    row: VerificationRow,
    change: { removed?: boolean; autoVerified?: boolean },
    meta: EventMeta,
  ): Promise<void> {
    await this.outbox.append(
      manager,
      EVENTS.verification.verificationChanged,
      verificationChangedOf(row, change),
      meta,
    );
  }

  private async announceDecision(
    manager: EntityManager,
    definition: typeof EVENTS.verification.trickVerified | typeof EVENTS.verification.trickUnverified,
    row: VerificationRow,
    meta: EventMeta,
  ): Promise<void> {
    const decision: TrickVerificationChangedV1 = {
      verificationId: row.id,
      postId: row.post_id,
      userId: row.poster_id,
      trickId: row.trick_id,
    };
    await this.outbox.append(manager, definition, decision, meta);
  }
}

/** A post's verifications are announced in the order its tricks were tagged. */
function byPosition(a: VerificationRow, b: VerificationRow): number {
  return a.position - b.position;
}

function posterTrickKey(row: Pick<VerificationRow, 'poster_id' | 'trick_id'>): string {
  return `${row.poster_id}:${row.trick_id}`;
}

function tallyValues(tally: Tally): [number, number, number, number] {
  return [tally.votesFor, tally.votesAgainst, tally.weightedFor, tally.weightedAgainst];
}

/**
 * The service's SQL. UPDATEs whose rows are read back run inside a CTE: TypeORM answers a bare UPDATE with
 * `[rows, count]` rather than the rows.
 */
function statements({ verifications, votes }: ReturnType<typeof verificationTables>) {
  return {
    open: `
      INSERT INTO ${verifications} (id, post_id, poster_id, trick_id, position)
      SELECT gen_random_uuid(), $1, $2, tagged.trick_id, tagged.position
        FROM unnest($3::text[]) WITH ORDINALITY AS tagged(trick_id, position)
      ON CONFLICT (post_id, trick_id) DO NOTHING
      RETURNING *`,
    lockOne: `SELECT * FROM ${verifications} WHERE id = $1 FOR UPDATE`,
    // In id order, so two transactions locking the same post's rows never wait for each other.
    lockPost: `SELECT * FROM ${verifications} WHERE post_id = $1 ORDER BY id FOR UPDATE`,
    // Repeating the vote one already has writes nothing (and returns no row).
    upsertVote: `
      INSERT INTO ${votes} AS v (verification_id, user_id, vote, weight, updated_at)
      VALUES ($1, $2, $3, $4, now())
      ON CONFLICT (verification_id, user_id) DO UPDATE SET
        vote = EXCLUDED.vote,
        weight = EXCLUDED.weight,
        updated_at = now()
      WHERE v.vote IS DISTINCT FROM EXCLUDED.vote OR v.weight IS DISTINCT FROM EXCLUDED.weight
      RETURNING v.user_id`,
    tally: `
      SELECT vote, count(*)::int AS voters, sum(weight)::int AS weight
        FROM ${votes} WHERE verification_id = $1 GROUP BY vote`,
    storeTally: `
      WITH changed AS (
        UPDATE ${verifications} SET
          votes_for = $2, votes_against = $3, weighted_for = $4, weighted_against = $5,
          is_verified = $6,
          verified_at = CASE WHEN $6 THEN COALESCE(verified_at, now()) END,
          revision = revision + 1
         WHERE id = $1
        RETURNING *)
      SELECT * FROM changed`,
    approve: `
      WITH changed AS (
        UPDATE ${verifications} SET
          is_verified = true, verified_at = now(), rejected_at = NULL, revision = revision + 1
         WHERE id = ANY($1::uuid[])
        RETURNING *)
      SELECT * FROM changed`,
    reject: `
      WITH changed AS (
        UPDATE ${verifications} SET
          is_verified = false, verified_at = NULL, rejected_at = COALESCE(rejected_at, now()),
          revision = revision + 1
         WHERE id = ANY($1::uuid[])
        RETURNING *)
      SELECT * FROM changed`,
    remove: `DELETE FROM ${verifications} WHERE id = ANY($1::uuid[])`,
    otherVerified: `
      SELECT 1 FROM ${verifications} WHERE poster_id = $1 AND trick_id = $2 AND is_verified LIMIT 1`,
    // Volatile expressions are evaluated after ORDER BY, so the locks are taken in key order.
    lockPosterTricks: `
      SELECT pg_advisory_xact_lock($1::integer, keys.key)
        FROM (SELECT DISTINCT hashtext(k) AS key FROM unnest($2::text[]) AS k) AS keys
       ORDER BY keys.key`,
  };
}
